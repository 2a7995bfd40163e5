// One large tenant beside the demo ones, so /homepage is measured where it hurts: 200 courses (2
// modules of 3 lessons each), 10 products covering them, 20 published carousels of every custom kind
// (10 items each), 50,000 students with a membership, 2 enrollments and 3 to 10 progress rows each,
// two banners, a community with 100,000 posts (issue 4) and the gamification ranking: 5M points-ledger
// rows and 50,000 scores (issue 5), 1M notifications of the benchmarked student (issue 9). Plain
// multi-row SQL (INSERT ... SELECT generate_series) in one transaction on one connection: Prisma's
// createMany would take minutes. The big tables get ids in insertion order (orderedUuidSql) and the
// ledger's and notifications' secondary indexes are built after their rows (docs/decisions.md 250);
// the small ones keep gen_random_uuid().
import pg from 'pg';

export const LARGE_HOST = 'grande.localhost';
/** the benchmarked student of the large tenant (signs in with the demo password) */
export const LARGE_STUDENT = 'aluno@grande.localhost';

const COURSES = 200;
const MODULES_PER_COURSE = 2;
const LESSONS_PER_MODULE = 3;
const PRODUCTS = 10;
const CAROUSELS = 20;
const ITEMS_PER_CAROUSEL = 10;
const STUDENTS = 50_000;
/** points ledger rows per student: 5M in all */
const LEDGER_PER_STUDENT = 100;
/** posts in the large tenant's community feed (issue 4); the deep-page case starts after DEEP_AFTER */
export const COMMUNITY_POSTS = 100_000;
export const DEEP_AFTER = 90_000;
/** notifications of the benchmarked student (issue 9): the 20 newest unread */
export const STUDENT_NOTIFICATIONS = 1_000_000;

/**
 * SQL for a UUID v7 whose order is `ordinal`'s (a bigint SQL expression, under 2^60): the 48-bit time
 * `ms` (the seed's start), version 7, `table` in the 12 "random" bits (so two tables never share an
 * id), the variant and `ordinal` in the last 60 bits. Rows inserted in ordinal order then append to
 * the primary key's B-tree instead of landing at random places in it (gen_random_uuid()), as the app's
 * own v7 ids do.
 */
export function orderedUuidSql(table: number, ordinal: string, ms: number): string {
  if (!Number.isInteger(table) || table < 0 || table > 0xfff) throw new Error('table must fit 12 bits');
  const time = Math.floor(ms).toString(16).padStart(12, '0').slice(-12);
  const head = `${time}7${table.toString(16).padStart(3, '0')}8`;
  return `('${head}' || lpad(to_hex((${ordinal})::bigint), 15, '0'))::uuid`;
}

export interface LargeTenant {
  host: string;
  tenantId: string;
  rows: number;
  ms: number;
  /** seconds per seeding phase, in order (printed by the runner) */
  phases: { name: string; ms: number }[];
  /** the community with COMMUNITY_POSTS posts, and the keyset of its DEEP_AFTER-th post (newest first) */
  community: { id: string; deep: { createdAt: Date; id: string } };
}

/** The five custom carousel kinds of lib/showcase/home.ts cardsFor, in turn: [type, type_content]. */
const KINDS = [
  [1, 'course'],
  [2, 'course'],
  [2, 'module'],
  [3, 'module'],
  [3, 'lesson'],
] as const;

/**
 * Creates the large tenant in the database at `url`. `passwordHash` is the demo student's (scrypt with
 * its own salt), so LARGE_STUDENT signs in with the demo password.
 */
export async function seedLargeTenant(url: string, passwordHash: string): Promise<LargeTenant> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows = 0;
  const phases: LargeTenant['phases'] = [];
  let mark = performance.now();
  /** closes the phase that ran since the previous call */
  const phase = (name: string) => {
    const now = performance.now();
    phases.push({ name, ms: Math.round(now - mark) });
    mark = now;
  };
  // One time for all ids: a student's id is then a function of its number (no join needed to find it).
  const stamp = Date.now();
  const id = (table: number, ordinal: string) => orderedUuidSql(table, ordinal, stamp);
  const run = async (sql: string, params: unknown[] = []) => {
    const res = await client.query(sql, params);
    rows += res.rowCount ?? 0;
    return res;
  };
  /**
   * Drops `table`'s secondary indexes (those of no constraint: the primary key stays) and answers the
   * function that creates them again from their own definitions (pg_indexes.indexdef, the migrations'
   * indexes verbatim): after a bulk load, one sorted build beats millions of B-tree inserts.
   */
  const withoutIndexes = async (table: string) => {
    const res = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes i WHERE schemaname = current_schema() AND tablename = $1
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [table],
    );
    for (const { indexname } of res.rows) await run(`DROP INDEX "${indexname}"`);
    return async () => {
      for (const { indexdef } of res.rows) await run(indexdef);
    };
  };
  try {
    await run('BEGIN');
    // One transaction: nothing to wait for at each statement's end, big sorts and hashes in memory.
    await run(`SET LOCAL synchronous_commit = off`);
    await run(`SET LOCAL work_mem = '256MB'`);
    await run(`SET LOCAL maintenance_work_mem = '512MB'`);
    // The migrations define no trigger but the foreign keys' (checked: grep -i trigger prisma/migrations),
    // and every row below references rows inserted before it: a superuser skips those per-row checks.
    const su = await client.query<{ rolsuper: boolean }>(
      'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
    );
    if (su.rows[0]?.rolsuper) await run('SET LOCAL session_replication_role = replica');
    const tenant = await run(
      `INSERT INTO tenants (id, name, slug, updated_at) VALUES (gen_random_uuid(), 'Escola Grande', 'grande', now())
       RETURNING id`,
    );
    const tenantId = (tenant.rows[0] as { id: string }).id;
    const T = [tenantId];
    await run(
      `INSERT INTO tenant_domains (id, tenant_id, host, "primary") VALUES (gen_random_uuid(), $1, $2, true)`,
      [tenantId, LARGE_HOST],
    );
    await run(
      `INSERT INTO platform_settings (id, tenant_id, updated_at) VALUES (gen_random_uuid(), $1, now())`,
      T,
    );

    // Content: courses numbered 1..200, their modules and lessons, ranked for the picks below.
    await run(
      `INSERT INTO courses (id, tenant_id, title, slug, description, cover_url, "order")
       SELECT gen_random_uuid(), $1, 'Curso ' || i, 'curso-' || i, 'Curso número ' || i, '/demo/course-' || (i % 6 + 1) || '.jpg', i
       FROM generate_series(1, ${COURSES}) i`,
      T,
    );
    await run(
      `INSERT INTO modules (id, tenant_id, course_id, title, "order")
       SELECT gen_random_uuid(), $1, c.id, 'Módulo ' || m, m
       FROM courses c CROSS JOIN generate_series(1, ${MODULES_PER_COURSE}) m WHERE c.tenant_id = $1`,
      T,
    );
    await run(
      `INSERT INTO lessons (id, tenant_id, module_id, title, slug, duration_seconds, "order")
       SELECT gen_random_uuid(), $1, m.id, 'Aula ' || m."order" || '.' || l, 'aula-' || m."order" || '-' || l, 600, l
       FROM modules m CROSS JOIN generate_series(1, ${LESSONS_PER_MODULE}) l WHERE m.tenant_id = $1`,
      T,
    );
    // Products 0..9: product p sells the courses whose number is p + 1 modulo 10 (20 courses each).
    await run(
      `CREATE TEMP TABLE bench_products ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, p AS no FROM generate_series(0, ${PRODUCTS - 1}) p`,
    );
    await run(
      `INSERT INTO products (id, tenant_id, title, status) SELECT id, $1, 'Plano ' || (no + 1), 'active' FROM bench_products`,
      T,
    );
    await run(
      `INSERT INTO product_courses (id, tenant_id, product_id, course_id)
       SELECT gen_random_uuid(), $1, p.id, c.id FROM courses c JOIN bench_products p ON p.no = (c."order" - 1) % ${PRODUCTS}
       WHERE c.tenant_id = $1`,
      T,
    );
    // Lessons ranked within their product (0..119) and within the tenant, modules and courses too.
    await run(
      `CREATE TEMP TABLE bench_lessons ON COMMIT DROP AS
       SELECT l.id, (c."order" - 1) % ${PRODUCTS} AS product_no,
              (row_number() OVER (PARTITION BY (c."order" - 1) % ${PRODUCTS} ORDER BY c."order", m."order", l."order") - 1)::int AS prank,
              (row_number() OVER (ORDER BY c."order", m."order", l."order") - 1)::int AS rank
       FROM lessons l JOIN modules m ON m.id = l.module_id JOIN courses c ON c.id = m.course_id
       WHERE l.tenant_id = $1`,
      T,
    );
    await run('CREATE INDEX ON bench_lessons (product_no, prank)');
    await run(
      `CREATE TEMP TABLE bench_modules ON COMMIT DROP AS
       SELECT m.id, (row_number() OVER (ORDER BY c."order", m."order") - 1)::int AS rank
       FROM modules m JOIN courses c ON c.id = m.course_id WHERE m.tenant_id = $1`,
      T,
    );

    phase('tenant, 200 courses, products');
    // Students: user 0 is the benchmarked one (the only one with a password). Products i % 10, (i + 5) % 10.
    await run(
      `CREATE TEMP TABLE bench_users ON COMMIT DROP AS
       SELECT ${id(1, 'i')} AS id, i FROM generate_series(0, ${STUDENTS - 1}) i`,
    );
    await run(
      `WITH u AS (INSERT INTO users (id, email, name, updated_at)
         SELECT id, CASE WHEN i = 0 THEN $1 ELSE 'aluno-' || i || '@grande.localhost' END, 'Aluno ' || i, now()
         FROM bench_users ORDER BY i RETURNING id)
       INSERT INTO user_credentials (user_id, password_hash, updated_at)
       SELECT id, $2, now() FROM bench_users WHERE i = 0 AND id IN (SELECT id FROM u)`,
      [LARGE_STUDENT, passwordHash],
    );
    await run('ANALYZE bench_users');
    const student = (await run('SELECT id FROM bench_users WHERE i = 0')).rows[0] as { id: string };
    phase('50,000 users');
    await run(
      `INSERT INTO memberships (id, tenant_id, user_id, role)
       SELECT ${id(2, 'i')}, $1, id, 'student' FROM bench_users ORDER BY i`,
      T,
    );
    await run(
      `INSERT INTO enrollments (id, tenant_id, user_id, product_id)
       SELECT ${id(3, 'u.i * 16 + p.no')}, $1, u.id, p.id
       FROM bench_users u JOIN bench_products p ON p.no IN (u.i % ${PRODUCTS}, (u.i + 5) % ${PRODUCTS})
       ORDER BY u.i, p.no`,
      T,
    );
    phase('memberships and enrollments');
    // 3 to 10 consecutive lessons of the first product per student, touched in the last 60 days.
    await run(
      `INSERT INTO lesson_progress (id, tenant_id, user_id, lesson_id, watched_seconds, percent, completed_at, updated_at)
       SELECT ${id(4, 'u.i * 16 + k')}, $1, u.id, l.id, pct * 6, pct,
              CASE WHEN pct = 100 THEN at END, at
       FROM bench_users u
       CROSS JOIN LATERAL generate_series(0, 2 + u.i % 8) k
       JOIN bench_lessons l ON l.product_no = u.i % ${PRODUCTS} AND l.prank = (u.i * 13) % 110 + k
       CROSS JOIN LATERAL (SELECT CASE WHEN k < 2 THEN 100 ELSE (u.i * 7 + k * 31) % 100 END AS pct,
                                  now() - ((u.i * 37 + k * 101) % 86400) * interval '1 minute' AS at) x
       ORDER BY u.i, k`,
      T,
    );
    phase('325,000 lesson progress rows');
    // "Em alta" counters of those rows, as the migration's backfill makes them (decision 220).
    await run(
      `INSERT INTO lesson_daily_activity (id, tenant_id, lesson_id, day, members)
       SELECT gen_random_uuid(), tenant_id, lesson_id, updated_at::date, count(*)::int
       FROM lesson_progress WHERE tenant_id = $1 GROUP BY tenant_id, lesson_id, updated_at::date`,
      T,
    );
    phase('daily activity counters');
    // "Minha lista" of the benchmarked student: 3 courses and 3 lessons.
    await run(
      `INSERT INTO my_list_items (id, tenant_id, user_id, course_id)
       SELECT gen_random_uuid(), $1, u.id, c.id FROM bench_users u JOIN courses c ON c.tenant_id = $1 AND c."order" IN (1, 6, 11)
       WHERE u.i = 0`,
      T,
    );
    await run(
      `INSERT INTO my_list_items (id, tenant_id, user_id, lesson_id)
       SELECT gen_random_uuid(), $1, u.id, l.id FROM bench_users u JOIN bench_lessons l ON l.rank IN (0, 7, 14)
       WHERE u.i = 0`,
      T,
    );

    // 20 published carousels, the five kinds in turn, 10 items each.
    await run(
      `CREATE TEMP TABLE bench_carousels ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, k, (ARRAY[${KINDS.map(([t]) => t).join(',')}])[k % 5 + 1] AS type,
              (ARRAY[${KINDS.map(([, c]) => `'${c}'`).join(',')}])[k % 5 + 1]::"CarouselItemKind" AS kind
       FROM generate_series(0, ${CAROUSELS - 1}) k`,
    );
    await run(
      `INSERT INTO carousels (id, tenant_id, title, description, type, type_content, card_type, custom, published, "order", updated_at)
       SELECT id, $1, 'Carrossel ' || (k + 1), 'Seleção ' || (k + 1), type, kind,
              CASE WHEN k % 2 = 0 THEN 'vertical' ELSE 'horizontal' END, kind = 'lesson', true, k + 1, now()
       FROM bench_carousels`,
      T,
    );
    await run(
      `INSERT INTO carousel_items (id, tenant_id, carousel_id, kind, course_id, module_id, lesson_id, "order")
       SELECT gen_random_uuid(), $1, b.id, b.kind,
              CASE WHEN b.kind = 'course' THEN c.id END, CASE WHEN b.kind = 'module' THEN m.id END,
              CASE WHEN b.kind = 'lesson' THEN l.id END, j + 1
       FROM bench_carousels b CROSS JOIN generate_series(0, ${ITEMS_PER_CAROUSEL - 1}) j
       LEFT JOIN courses c ON b.kind = 'course' AND c.tenant_id = $1 AND c."order" = (b.k * 7 + j * 3) % ${COURSES} + 1
       LEFT JOIN bench_modules m ON b.kind = 'module' AND m.rank = (b.k * 11 + j * 5) % ${COURSES * MODULES_PER_COURSE}
       LEFT JOIN bench_lessons l ON b.kind = 'lesson' AND l.rank = (b.k * 13 + j * 17) % ${COURSES * MODULES_PER_COURSE * LESSONS_PER_MODULE}`,
      T,
    );
    await run(
      `INSERT INTO banners (id, tenant_id, "order", title, subtitle, text_button, url_primary, url_image, updated_at)
       SELECT gen_random_uuid(), $1, i, 'Banner ' || i, 'Novidades da Escola Grande', 'Assistir', '/homepage',
              '/demo/banner-' || i || '.jpg', now()
       FROM generate_series(1, 2) i`,
      T,
    );

    phase('my list, carousels, banners');
    // Gamification (issue 5): 100 finish_class ledger entries per student (5M rows) with 1-20 points each,
    // every score the sum of its entries, the ranking switched on (it needs a community).
    await run(
      `INSERT INTO points_settings (id, tenant_id, custom_name, platform, community, per_day_platform, per_day_community)
       VALUES (gen_random_uuid(), $1, 'XP', '{"finish_class":{"enabled":true,"points":10}}', '{}', '{}', '{}')`,
      T,
    );
    await run(
      `INSERT INTO gamification_products (id, tenant_id, product_id) SELECT gen_random_uuid(), $1, id FROM bench_products`,
      T,
    );
    // The ranking needs a community: the one with the 100,000 posts below has show_ranking on.
    await run('UPDATE platform_settings SET show_ranking = true WHERE tenant_id = $1', T);
    await run('SELECT setseed(0.42)');
    phase('points settings');
    // One generated series in the order of the primary key and the unique index (student, then entry):
    // appends rather than random B-tree inserts, and no join nor sort (the student id is a function of i).
    const ledgerIndexes = await withoutIndexes('points_entries');
    await run(
      `INSERT INTO points_entries (id, tenant_id, user_id, action, source_id, points, created_at)
       SELECT ${id(5, 'i * 128 + k')}, $1, ${id(1, 'i')}, 'finish_class', 'lesson-' || k,
              1 + floor(random() * 20)::int, now() - k * interval '1 hour'
       FROM generate_series(0, ${STUDENTS * LEDGER_PER_STUDENT - 1}) n
       CROSS JOIN LATERAL (SELECT n / ${LEDGER_PER_STUDENT} AS i, n % ${LEDGER_PER_STUDENT} + 1 AS k) x`,
      T,
    );
    phase('5,000,000 points entries');
    await ledgerIndexes();
    phase('ledger indexes');
    await run(
      `INSERT INTO member_scores (id, tenant_id, user_id, score, updated_at)
       SELECT gen_random_uuid(), $1, user_id, sum(points), now() FROM points_entries WHERE tenant_id = $1
       GROUP BY user_id`,
      T,
    );
    // the per-score counts the app keeps with the scores (decision 271)
    await run(
      `INSERT INTO member_score_counts (id, tenant_id, score, members)
       SELECT gen_random_uuid(), $1, score, count(*)::int FROM member_scores
        WHERE tenant_id = $1 AND score > 0 GROUP BY score`,
      T,
    );
    phase('50,000 member scores');
    // One public community with 100,000 posts by the students, one every 30 s going back, pairs sharing a
    // timestamp (the keyset breaks ties by id); every 50th post liked by the benchmarked student.
    const community = await run(
      `INSERT INTO communities (id, tenant_id, title, description, "order", active, show_ranking, updated_at)
       VALUES (gen_random_uuid(), $1, 'Comunidade Grande', 'Milhares de alunos conversando', 1, true, true, now())
       RETURNING id`,
      T,
    );
    const communityId = (community.rows[0] as { id: string }).id;
    await run(
      `INSERT INTO community_posts (id, tenant_id, community_id, user_id, title, body, created_at, updated_at)
       SELECT ${id(6, 'n')}, $1, $2, u.id, CASE WHEN n % 3 = 0 THEN 'Pergunta ' || n END,
              'Publicação número ' || n || ' da comunidade grande.', x.at, x.at
       FROM generate_series(1, ${COMMUNITY_POSTS}) n
       JOIN bench_users u ON u.i = n % ${STUDENTS}
       CROSS JOIN LATERAL (SELECT now() - ((n / 2) * 30) * interval '1 second' AS at) x
       ORDER BY n`,
      [tenantId, communityId],
    );
    phase('100,000 community posts');
    await run(
      `WITH liked AS (
         SELECT p.id, row_number() OVER (ORDER BY p.created_at DESC, p.id DESC) AS n
         FROM community_posts p WHERE p.community_id = $2)
       INSERT INTO community_likes (id, tenant_id, user_id, post_id)
       SELECT gen_random_uuid(), $1, $3::uuid, liked.id FROM liked WHERE liked.n % 50 = 1`,
      [tenantId, communityId, student.id],
    );
    await run(
      `UPDATE community_posts SET like_count = 1 WHERE id IN (SELECT post_id FROM community_likes WHERE tenant_id = $1)`,
      T,
    );
    phase('likes');
    const deep = await run(
      `SELECT created_at, id FROM community_posts WHERE community_id = $1
       ORDER BY created_at DESC, id DESC OFFSET ${DEEP_AFTER - 1} LIMIT 1`,
      [communityId],
    );
    const deepRow = deep.rows[0] as { created_at: Date; id: string };
    phase('deep cursor');
    // Notifications (issue 9): 1M for the benchmarked student, one a minute going back, the 20 newest
    // unread, the same nested data in each (as the fan-out writes it). One set-based statement.
    const notificationIndexes = await withoutIndexes('notifications');
    await run(
      `INSERT INTO notifications (id, tenant_id, user_id, type, read, in_app, actor_id, community_id, post_id,
                                  data, dedupe_key, created_at)
       SELECT ${id(7, 'n')}, $1, $3::uuid, 'community_post', n > 20, true, $3::uuid, $2::uuid, NULL,
              jsonb_build_object('community_post', jsonb_build_object('id', $2::uuid::text, 'community_id', $2::uuid::text,
                'title', 'Aviso ' || n, 'user', jsonb_build_object('name', 'Aluno 1', 'photo_url', NULL))),
              'bench:' || lpad(n::text, 7, '0'), now() - n * interval '1 minute'
       FROM generate_series(1, ${STUDENT_NOTIFICATIONS}) n`,
      [tenantId, communityId, student.id],
    );
    phase('1,000,000 notifications');
    await notificationIndexes();
    phase('notification indexes');
    await run('COMMIT');
    phase('commit');
    return {
      host: LARGE_HOST,
      tenantId,
      rows,
      ms: Math.round(performance.now() - started),
      phases,
      community: { id: communityId, deep: { createdAt: deepRow.created_at, id: deepRow.id } },
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
