// The demo seed (`npm run db:seed`): two tenants with admins, students, products, courses, progress,
// header links, a community with posts, gamification (demo) and showcase carousels, from ./demo-data.ts.
//
// Idempotent: every row is looked up by its natural key (tenant slug, host, e-mail, titles within the
// tenant or the parent), then by its stable id (./ids.ts), and created only when both miss. Nothing an
// admin changed later is overwritten, except the demo passwords, which are put back to DEMO_PASSWORD.
// Not one transaction on purpose: a run that stops half-way is completed by the next one.
import { rebuildLessonActivity } from '@/lib/course/lesson-activity';
import { demoPrivacyHtml, demoTermsHtml } from './demo-legal';
import { hashPassword, verifyPassword } from '@/lib/server/auth/tokens';
import { seedAssets } from './assets';
import { seedBanners } from './demo-banners';
import { seedCarousels } from './demo-carousels';
import { seedCommunityPosts } from './demo-community';
import { seedStudentNotifications } from './demo-notifications';
import { seedCourse } from './demo-course';
import { seedGamification } from './demo-gamification';
import { rebuildInsights } from '@/lib/insights/rebuild';
import { seedQuizzes } from './demo-quizzes';
import { DEMO_PASSWORD, SEED_TENANTS, type SeedTenant } from './demo-data';
import { ensure, type Counter, type Db } from './ensure';
import { seedKeys, stableId } from './ids';
import { seedOrder } from './orders';

export interface SeedSummary {
  tenants: {
    id: string;
    name: string;
    slug: string;
    hosts: string[];
    logins: { email: string; role: string }[];
  }[];
  password: string;
  /** rows created by this run, per model (all zero on a re-run) */
  created: Record<string, number>;
  passwordsReset: number;
  warnings: string[];
}

export async function seedDemo(db: Db, now: Date = new Date()): Promise<SeedSummary> {
  const created: Record<string, number> = {};
  const count: Counter = (model) => void (created[model] = (created[model] ?? 0) + 1);
  const summary: SeedSummary = {
    tenants: [],
    password: DEMO_PASSWORD,
    created,
    passwordsReset: 0,
    warnings: [],
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  for (const t of SEED_TENANTS) {
    const tenant = await ensure(
      count,
      'tenant',
      [
        () => db.tenant.findUnique({ where: { slug: t.slug } }),
        () => db.tenant.findUnique({ where: { id: stableId(seedKeys.tenant(t.slug)) } }),
      ],
      () => db.tenant.create({ data: { id: stableId(seedKeys.tenant(t.slug)), name: t.name, slug: t.slug } }),
    );
    const tenantId = tenant.id;

    for (const [i, host] of t.hosts.entries()) {
      const existing = await db.tenantDomain.findUnique({ where: { host } });
      if (existing) {
        if (existing.tenantId !== tenantId)
          summary.warnings.push(`host ${host} belongs to another tenant; left as is`);
        continue;
      }
      count('tenantDomain');
      await db.tenantDomain.create({
        data: { id: stableId(seedKeys.domain(host)), tenantId, host, primary: i === 0 },
      });
    }

    await seedSettings(db, count, t, tenantId);

    const logins: { email: string; role: string }[] = [];
    const userIds = new Map<string, string>();
    for (const u of t.users) {
      const id = stableId(seedKeys.user(u.email));
      const withCredential = { include: { credential: { select: { passwordHash: true } } } } as const;
      let user =
        (await db.user.findUnique({ where: { email: u.email }, ...withCredential })) ??
        (await db.user.findUnique({ where: { id }, ...withCredential }));
      if (!user) {
        count('user');
        user = await db.user.create({
          data: { id, email: u.email, name: u.name, credential: { create: { passwordHash } } },
          ...withCredential,
        });
      } else if (!(await verifyPassword(DEMO_PASSWORD, user.credential?.passwordHash))) {
        summary.passwordsReset++;
        await db.userCredential.upsert({
          where: { userId: user.id },
          create: { userId: user.id, passwordHash },
          update: { passwordHash },
        });
      }
      userIds.set(u.email, user.id);
      const userId = user.id;
      await ensure(
        count,
        'membership',
        [() => db.membership.findUnique({ where: { tenantId_userId: { tenantId, userId } } })],
        () => db.membership.create({ data: { tenantId, userId, role: u.role } }),
      );
      logins.push({ email: user.email, role: u.role });
    }

    const courseIds = new Map<string, string>();
    const lessonIds = new Map<string, { id: string; durationSeconds: number }>();
    for (const [ci, c] of t.courses.entries()) {
      const course = await seedCourse(db, count, t, tenantId, c, ci + 1, lessonIds);
      courseIds.set(c.slug, course);
    }

    const productIds = new Map<string, string>();
    for (const p of t.products) {
      const id = stableId(seedKeys.product(t.slug, p.key));
      const product = await ensure(
        count,
        'product',
        [
          () => db.product.findFirst({ where: { tenantId, title: p.title } }),
          () => db.product.findFirst({ where: { tenantId, id } }),
        ],
        () => db.product.create({ data: { id, tenantId, title: p.title, status: p.status } }),
      );
      productIds.set(p.key, product.id);
      for (const slug of p.courses) {
        const courseId = courseIds.get(slug);
        if (!courseId) throw new Error(`seed data: product ${p.key} names unknown course ${slug}`);
        await ensure(
          count,
          'productCourse',
          [
            () =>
              db.productCourse.findUnique({
                where: { productId_courseId: { productId: product.id, courseId } },
              }),
          ],
          () => db.productCourse.create({ data: { tenantId, productId: product.id, courseId } }),
        );
      }
    }

    for (const u of t.users) {
      const userId = userIds.get(u.email)!;
      for (const key of u.enrollments) {
        const productId = productIds.get(key);
        if (!productId) throw new Error(`seed data: ${u.email} is enrolled in unknown product ${key}`);
        await ensure(
          count,
          'enrollment',
          [() => db.enrollment.findUnique({ where: { userId_productId: { userId, productId } } })],
          () => db.enrollment.create({ data: { tenantId, userId, productId, origin: 'seed' } }),
        );
      }
    }

    const student = t.users.find((u) => u.role === 'student');
    for (const p of student ? t.progress : []) {
      const userId = userIds.get(student!.email)!;
      const lesson = lessonIds.get(`${p.course}/${p.module}/${p.lesson}`);
      if (!lesson) throw new Error(`seed data: no lesson ${p.course} ${p.module}.${p.lesson}`);
      const at = new Date(now.getTime() - p.hoursAgo * 3_600_000);
      await ensure(
        count,
        'lessonProgress',
        [() => db.lessonProgress.findUnique({ where: { userId_lessonId: { userId, lessonId: lesson.id } } })],
        () =>
          db.lessonProgress.create({
            data: {
              tenantId,
              userId,
              lessonId: lesson.id,
              percent: p.percent,
              watchedSeconds: Math.round((lesson.durationSeconds * p.percent) / 100),
              completedAt: p.percent >= 100 ? at : null,
              updatedAt: at,
            },
          }),
      );
    }

    for (const [i, link] of t.navLinks.entries()) {
      const id = stableId(seedKeys.navLink(t.slug, i + 1));
      await ensure(
        count,
        'navigationLink',
        [
          () => db.navigationLink.findFirst({ where: { tenantId, title: link.title } }),
          () => db.navigationLink.findFirst({ where: { tenantId, id } }),
        ],
        async () =>
          db.navigationLink.create({
            data: {
              id,
              tenantId,
              title: link.title,
              url: link.url,
              order: await seedOrder(db, 'navigationLink', tenantId, i + 1),
            },
          }),
      );
    }

    const communityId = stableId(seedKeys.community(t.slug));
    await ensure(
      count,
      'community',
      [
        () => db.community.findFirst({ where: { tenantId, title: t.community.title } }),
        () => db.community.findFirst({ where: { tenantId, id: communityId } }),
      ],
      // the tenant's main community, made with the old-version form (version 1), active, first in order
      async () =>
        db.community.create({
          data: {
            id: communityId,
            tenantId,
            ...t.community,
            version: 1,
            active: true,
            principal: true,
            order: await seedOrder(db, 'community', tenantId, 1),
          },
        }),
    );

    const mainCommunity = await db.community.findFirst({
      where: { tenantId, OR: [{ id: communityId }, { title: t.community.title }] },
      select: { id: true },
    });
    const adminEmail = t.users.find((u) => u.role === 'admin')?.email;
    const studentEmail = t.users.find((u) => u.role === 'student')?.email;
    if (mainCommunity && adminEmail && studentEmail) {
      const people: Record<string, string> = {
        admin: userIds.get(adminEmail)!,
        student: userIds.get(studentEmail)!,
      };
      for (const u of t.users)
        if (u.email !== adminEmail && u.email !== studentEmail)
          people[u.email.split('@')[0]!] = userIds.get(u.email)!;
      await seedCommunityPosts(db, count, t.slug, tenantId, mainCommunity.id, people, now);
      await seedStudentNotifications(
        db,
        count,
        t.slug,
        tenantId,
        mainCommunity.id,
        {
          admin: people.admin!,
          student: people.student!,
        },
        now,
      );
    }

    await seedGamification(db, count, t, tenantId, userIds, productIds, lessonIds, now);
    // the progress above was written without the product's path: recount "Em alta" (decision 220)
    await rebuildLessonActivity(db, tenantId);
    await seedBanners(db, count, t.slug, tenantId);
    await seedCarousels(db, count, t, tenantId, courseIds, lessonIds);
    await seedQuizzes(db, count, t.slug, tenantId);
    // the activity above was written without the outbox: the Painel's rollups from the raw rows (ADR 0530)
    await rebuildInsights(tenantId, now, db);

    const hosts = (
      await db.tenantDomain.findMany({ where: { tenantId }, orderBy: [{ primary: 'desc' }, { host: 'asc' }] })
    ).map((d) => d.host);
    summary.tenants.push({ id: tenantId, name: tenant.name, slug: tenant.slug, hosts, logins });
  }
  return summary;
}

async function seedSettings(db: Db, count: Counter, t: SeedTenant, tenantId: string) {
  await ensure(
    count,
    'platformSettings',
    [() => db.platformSettings.findUnique({ where: { tenantId } })],
    () =>
      db.platformSettings.create({
        data: {
          tenantId,
          primaryColor: t.palette[0],
          fontPrimary: t.fontPrimary,
          logoHorizontal: seedAssets.logoHorizontal(t.slug),
          logoSquare: seedAssets.logoSquare(t.slug),
          favicon: seedAssets.favicon(t.slug),
          loginText: t.loginText,
          magicLinkEnabled: t.magicLinkEnabled,
          seoName: t.seoName,
          seoDescription: t.seoDescription,
          showCommunitiesPage: true,
          // sample legal texts on the demo school only: Escola Outra's stay empty for the footer spec
          ...(t.slug === 'demo'
            ? { useTerms: demoTermsHtml(t.name), privacyTerms: demoPrivacyHtml(t.name) }
            : {}),
        },
      }),
  );
}

export function formatSummary(s: SeedSummary): string {
  const made = Object.entries(s.created);
  const lines = [
    made.length
      ? `created: ${made.map(([k, v]) => `${k} ${v}`).join(', ')}`
      : 'nothing to create: the demo data is already there',
  ];
  if (s.passwordsReset) lines.push(`passwords reset to the demo one: ${s.passwordsReset}`);
  for (const t of s.tenants) {
    lines.push(`${t.name} (${t.slug}) on ${t.hosts.join(', ')}`);
    for (const l of t.logins) lines.push(`  ${l.role.padEnd(7)} ${l.email} / ${s.password}`);
  }
  for (const w of s.warnings) lines.push(`warning: ${w}`);
  return lines.join('\n');
}
