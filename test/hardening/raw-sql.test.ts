import { describe, expect, it } from 'vitest';
import { scanSource, scanSqlSurface, type Finding } from './sql-surface';

// ADR 0221: the database now refuses a tenant id the app did not seal, and raw SQL stays parameterised.
// Every piece of SQL text the server code builds from `${…}`, every `Prisma.raw(…)` and every Unsafe call
// whose text is not written in the call is listed below, reviewed as constant: a constant, a closed set of
// names given by the types, an SQL fragment built from constants, or a bind parameter's number. Anything
// else a request sends reaches SQL as a bind parameter ($1, a tagged `$queryRaw`). A new entry means: pass
// the value as a parameter instead, or review that it can never carry input and add it here with why.

const REVIEWED: Record<string, string[]> = {
  // 'Meus cursos' (ADR 0286): the live-grant rule (lib/access/live.ts) and fixed clauses or statements
  // picked by a boolean (the reader is an editor); member, tenant and page are bind parameters.
  'lib/account/my-courses.ts': [
    'interpolation: LIVE_ENROLLMENT_SQL',
    "interpolation: editor ? '' : 'AND l.published'",
    "interpolation: editor ? '' : 'AND m.published'",
    'interpolation: editor ? EDITOR_COURSES : MEMBER_COURSES',
    'interpolation: lessonsOf(editor)',
    'interpolation: lessonsOf(editor)',
    'unsafe-call: $read(sql(ctx.canEdit))',
  ],
  // The Painel's funnel (ADR 0530): module constants; tenant and course are bind parameters.
  'lib/insights/funnel.ts': [
    'unsafe-call: $queryRawUnsafe(LESSONS_SQL)',
    'unsafe-call: $queryRawUnsafe(MODULES_SQL)',
  ],
  // A rollup table's name from the module's constant list ROLLUP_TABLES; the tenant is a bind parameter.
  'lib/insights/rebuild.ts': ['interpolation: table'],
  // The Painel's rollups (ADR 0530): the school's zone constant, day() and inDay() over table and column
  // names written in the calls, and module-constant fragments (BOUNDS, ACTIVITY); values are bind parameters.
  'lib/insights/rollup.ts': [
    'interpolation: INSIGHTS_TIME_ZONE',
    'interpolation: INSIGHTS_TIME_ZONE',
    // ACTIVITY: one branch per entry of the module's constant ACTIVITY_SOURCES (table, time column)
    'interpolation: day(at)',
    'interpolation: table',
    'interpolation: at',
    'interpolation: at',
    'interpolation: BOUNDS',
    'interpolation: ACTIVITY',
    'interpolation: table',
    'interpolation: col',
    'interpolation: col',
    'interpolation: extra',
    'interpolation: INSIGHTS_TIME_ZONE',
    'interpolation: INSIGHTS_TIME_ZONE',
    "interpolation: inDay('memberships', 'created_at', \" AND x.role = 'student'\")",
    "interpolation: inDay('lesson_progress', 'completed_at')",
    "interpolation: inDay('community_posts', 'created_at')",
    "interpolation: inDay('community_comments', 'created_at')",
    "interpolation: inDay('quiz_attempts', 'submitted_at')",
    "interpolation: inDay('quiz_attempts', 'submitted_at', ' AND x.passed')",
  ],
  // The Painel's totals and series (ADR 0530, 0534): both() over column names written in the calls; the
  // statements are module constants and the period's dates bind parameters.
  'lib/insights/service.ts': [
    'interpolation: col',
    'interpolation: as',
    'interpolation: col',
    'interpolation: as',
    "interpolation: both('new_members', 'new')",
    "interpolation: both('lessons_completed', 'lessons')",
    "interpolation: both('watch_seconds', 'watch')",
    "interpolation: both('posts', 'posts')",
    "interpolation: both('comments', 'comments')",
    "interpolation: both('quiz_attempts', 'attempts')",
    "interpolation: both('quiz_passed', 'passed')",
    'unsafe-call: $queryRawUnsafe(TOTALS_SQL)',
    'unsafe-call: $queryRawUnsafe(SERIES_SQL)',
  ],
  // The Painel's tables (ADR 0534): the live-grant rule, module-constant fragments (memberCols, activity,
  // most, least, named() over literal SQL) and the module's statements; values are bind parameters.
  'lib/insights/tables.ts': [
    'interpolation: LIVE_ENROLLMENT_SQL',
    'interpolation: LIVE_ENROLLMENT_SQL',
    'unsafe-call: $queryRawUnsafe(COURSES_SQL)',
    'interpolation: chosen',
    'interpolation: order',
    'interpolation: memberCols',
    'interpolation: memberCols',
    'interpolation: activity',
    'interpolation: most',
    'interpolation: least',
    'unsafe-call: $queryRawUnsafe(BOTH_SQL)',
    "unsafe-call: $queryRawUnsafe(which === 'most' ? MOST_SQL : LEAST_SQL)",
    'unsafe-call: $queryRawUnsafe(QUIZZES_SQL)',
  ],
  // Column list and a keyset clause, both fixed text; the member's id is the bind parameter named.
  'lib/communities/feed/feed-read.ts': [
    "interpolation: postColumns('$3')",
    "interpolation: withCursor ? 'AND p.created_at <= $6::timestamp AND (p.created_at < $6::timestamp OR p.id < $7::uuid)' : ''",
    'unsafe-call: $read(cursor ? FEED_AFTER_SQL : FEED_SQL)',
  ],
  // One of the module's constant statements, picked by a closed union type (the scope).
  'lib/course/content.ts': ['unsafe-call: $read(PROGRESS_SQL[scope])'],
  // LIVE_LESSONS_SQL and QUALIFY_SQL: module constants; tenant, course and member are bind parameters
  // (docs/adr/0520)
  'lib/certificates/issue.ts': [
    'interpolation: LIVE_LESSONS_SQL',
    'unsafe-call: $queryRawUnsafe(QUALIFY_SQL)',
  ],
  'lib/certificates/service.ts': ['interpolation: LIVE_LESSONS_SQL'],
  // a module constant; the tenant is a bind parameter (ADR 0280)
  'lib/gamification/level-reevaluation.ts': ['unsafe-call: $executeRawUnsafe(REEVALUATE_SQL)'],
  // ISO: a constant to_char format. member: a bind parameter's name ('$3'), from the two callers above/below.
  'lib/communities/feed/views.ts': [
    'interpolation: ISO',
    'interpolation: ISO',
    'interpolation: member',
    "interpolation: postColumns('$3')",
  ],
  // Fixed JSON builders over table aliases written in the call, and page-size constants.
  'lib/course/comments-read.ts': [
    "interpolation: COMMENT_JSON('p', 'pu')",
    "interpolation: COMMENT_JSON('a', 'au')",
    'interpolation: ANSWERS_PER_COMMENT',
    'interpolation: COMMENTS_PAGE_SIZE',
    "interpolation: COMMENT_JSON('c', 'u')",
  ],
  // The members list (ADR 0460): a to_char format, the live-grant rule (lib/access/live.ts), and one of two
  // fixed search clauses picked by a boolean; $read runs one of the two module constants.
  'lib/members/list.ts': [
    'interpolation: ISO',
    'interpolation: ISO',
    "interpolation: search ? 'm.search LIKE $3::text' : '$3::text IS NULL'",
    'interpolation: LIVE_ENROLLMENT_SQL',
    'interpolation: LIVE_ENROLLMENT_SQL',
    'unsafe-call: $read(query.q ? MEMBERS_SEARCH_SQL : MEMBERS_PAGE_SQL)',
  ],
  // The CSV import's batch statements (ADR 0462): module constants built from two constant SQL
  // expressions (the UTC clock, a UUID v7); every value is a bind parameter (one JSON document per batch).
  'lib/members/import.ts': [
    ...Array<string>(5).fill('interpolation: UUID_V7'),
    ...Array<string>(10).fill('interpolation: NOW'),
    'unsafe-call: $queryRawUnsafe(PEOPLE_SQL)',
    'unsafe-call: $queryRawUnsafe(MEMBERSHIPS_SQL)',
    'unsafe-call: $executeRawUnsafe(GRANTS_SQL)',
    'unsafe-call: $executeRawUnsafe(REJECTS_SQL)',
  ],
  // Module constants (the NOTIFY channel name, the attempts cap).
  'lib/events/outbox.ts': ['interpolation: OUTBOX_CHANNEL', 'interpolation: MAX_ATTEMPTS'],
  'lib/gamification/me-read.ts': ['interpolation: ISO', 'interpolation: ISO'],
  // positionSql(score): score is an SQL expression written by its two callers ('$2::int', 'me.score').
  'lib/gamification/ranking.ts': [
    'interpolation: score',
    'interpolation: score',
    "interpolation: positionSql('$2::int')",
    "interpolation: positionSql('me.score')",
  ],
  // p: one of four preference names (a closed union type); who/community: fixed clauses whose values are
  // pushed to params; params.length: the number of the bind parameter just pushed; UUID_V7: a constant
  // SQL expression. The text is then run with its params ($queryRawUnsafe(sql, ...params)).
  'lib/notifications/fanout.ts': [
    'interpolation: params.length',
    "concat: (spec.community.isPrivate ? `AND (m.role <> 'student' OR EXISTS ( SELECT 1 FROM enrollments e JOIN community_products cp ON cp.product_id = e.product_id AND cp.tenant_id = $1::uuid JOIN products pr ON pr.id = e.product_id AND pr.status = 'active' WHERE e.tenant_id = $1::uuid AND e.user_id = m.user_id AND cp.community_id = $4::uuid AND (e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC'))))` : '')",
    'interpolation: p',
    'interpolation: p',
    'interpolation: who',
    'interpolation: community',
    'interpolation: UUID_V7',
    'unsafe-call: $queryRawUnsafe(sql)',
  ],
  // Table and parent column names from closed union types (OrderedList), an alias written by the caller,
  // and a fixed tie-break.
  'lib/server/ordering.ts': [
    'raw: alias',
    'raw: `"${list.parent.column}"`',
    'raw: `"${list.table}"`',
    `raw: list.createdAt === false ? 'l."order", l."id"' : 'l."order", l."created_at", l."id"'`,
    'raw: `"${list.table}"`',
  ],
  // Table and parent column names from closed union types (parkOrder's arguments, OrderedList).
  'lib/studio/tree.ts': [
    'raw: `"${table}"`',
    'raw: `"${parent.column}"`',
    'raw: `"${list.table}"`',
    'raw: `"${list.table}"`',
    'raw: `"${list.parent.column}"`',
    'raw: `"${list.table}"`',
    'raw: `"${list.parent.column}"`',
  ],
  // A table name from a closed union type, and one of two lock clauses.
  'lib/server/soft-delete.ts': ['raw: `"${table}"`', "raw: forUpdate ? 'FOR UPDATE' : 'FOR SHARE'"],
  // Role DDL takes no bind parameters: the role names are constants, the password is hex or NULL.
  'lib/server/tenancy/tenant-pool.ts': [
    'interpolation: TENANT_LOGIN_ROLE',
    'interpolation: pw',
    'interpolation: TENANT_LOGIN_ROLE',
    'interpolation: pw',
    'interpolation: TENANT_ROLE',
    'interpolation: TENANT_LOGIN_ROLE',
  ],
  // Fixed fragments of the member's home reads, and a page size.
  'lib/showcase/member-read.ts': [
    'interpolation: PROGRESS_ROWS',
    'interpolation: MY_LIST_SELECT',
    'interpolation: MY_LIST_WHERE',
    'interpolation: MY_LIST_ROWS',
    'interpolation: MY_LIST_SELECT',
    'interpolation: MY_LIST_WHERE',
    'interpolation: FAVORITES_PAGE_SIZE + 1',
  ],
};

const key = (f: Finding) => `${f.kind}: ${f.code}`;

/** Each list's entries minus the other's, counted (an entry listed twice must be found twice). */
function minus(a: string[], b: string[]): string[] {
  const left = [...b];
  return a.filter((x) => {
    const i = left.indexOf(x);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

describe('the raw-SQL surface is parameterised', () => {
  it('finds what it is meant to find', () => {
    const found = scanSource(
      'x.ts',
      `
      db.$queryRawUnsafe(\`SELECT * FROM users WHERE email = '\${email}'\`);
      db.$queryRaw\`SELECT * FROM users WHERE email = \${email}\`;
      Prisma.sql\`AND id = \${id}::uuid\`;
      pool.query('SELECT name FROM users WHERE id = ' + id);
      db.$executeRawUnsafe(text, id);
      Prisma.raw(column);
      ctx.db.$read(req.sql, []);
      ctx.db.$read(FEED_SQL, [id]);
      const label = \`\${count} aulas\`;
    `,
    ).map(key);
    expect(found).toEqual([
      'interpolation: email',
      'concat: id',
      'unsafe-call: $executeRawUnsafe(text)',
      'raw: column',
      'unsafe-call: $read(req.sql)',
    ]);
  });

  it('every SQL text built from a value is a reviewed constant', () => {
    const byFile = new Map<string, string[]>();
    for (const f of scanSqlSurface()) byFile.set(f.file, [...(byFile.get(f.file) ?? []), key(f)]);
    const unreviewed: string[] = [];
    const stale: string[] = [];
    for (const file of new Set([...byFile.keys(), ...Object.keys(REVIEWED)])) {
      const found = byFile.get(file) ?? [];
      const reviewed = REVIEWED[file] ?? [];
      unreviewed.push(...minus(found, reviewed).map((x) => `${file}: ${x}`));
      stale.push(...minus(reviewed, found).map((x) => `${file}: ${x}`));
    }
    expect(unreviewed, 'SQL built from a value that was not reviewed (see the comment on top)').toEqual([]);
    expect(stale, 'reviewed entries no longer in the code: remove them').toEqual([]);
  });
});
