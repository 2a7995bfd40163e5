import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '@/lib/server/auth/session';
import { verifyPassword } from '@/lib/server/auth/tokens';
import { prisma } from '@/lib/server/db';
import { resolveTenantByHost } from '@/lib/server/tenancy/resolve';
import { sanitizeRichText } from '@/lib/frame/sanitize';
import { seedDemo, type SeedSummary } from '@/lib/seed/demo';
import { DEMO_PASSWORD } from '@/lib/seed/demo-data';
import { seedKeys, stableId } from '@/lib/seed/ids';
import { call } from '../support/http';

async function counts() {
  const [
    tenants,
    domains,
    users,
    memberships,
    settings,
    products,
    enrollments,
    courses,
    productCourses,
    modules,
    lessons,
    progress,
    navLinks,
    communities,
    banners,
    carousels,
    carouselItems,
  ] = await Promise.all([
    prisma.tenant.count(),
    prisma.tenantDomain.count(),
    prisma.user.count(),
    prisma.membership.count(),
    prisma.platformSettings.count(),
    prisma.product.count(),
    prisma.enrollment.count(),
    prisma.course.count(),
    prisma.productCourse.count(),
    prisma.module.count(),
    prisma.lesson.count(),
    prisma.lessonProgress.count(),
    prisma.navigationLink.count(),
    prisma.community.count(),
    prisma.banner.count(),
    prisma.carousel.count(),
    prisma.carouselItem.count(),
  ]);
  return {
    tenants,
    domains,
    users,
    memberships,
    settings,
    products,
    enrollments,
    courses,
    productCourses,
    modules,
    lessons,
    progress,
    navLinks,
    communities,
    banners,
    carousels,
    carouselItems,
  };
}

const tenantBySlug = (slug: string) => prisma.tenant.findUniqueOrThrow({ where: { slug } });
const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

describe('demo seed', () => {
  let first: SeedSummary;
  let second: SeedSummary;
  let afterFirst: Awaited<ReturnType<typeof counts>>;

  // two full seeds (the demo's gamification is replayed through the engine): slow on a loaded machine
  beforeAll(async () => {
    first = await seedDemo(prisma);
    afterFirst = await counts();
    second = await seedDemo(prisma);
  }, 240_000);

  it('is idempotent: a second run creates nothing and resets no password', async () => {
    expect(Object.keys(first.created).length).toBeGreaterThan(0);
    expect(second.created).toEqual({});
    expect(second.passwordsReset).toBe(0);
    expect(await counts()).toEqual(afterFirst);
    expect(afterFirst).toMatchObject({
      tenants: 2,
      domains: 4,
      users: 7,
      memberships: 7,
      settings: 2,
      communities: 2,
    });
  });

  it('gives the demo school sample terms and privacy texts the footer editor would keep as they are', async () => {
    const demo = await prisma.tenant.findFirstOrThrow({ where: { slug: 'demo' }, select: { id: true } });
    const s = await prisma.platformSettings.findUniqueOrThrow({ where: { tenantId: demo.id } });
    for (const html of [s.useTerms, s.privacyTerms]) {
      expect(html).toContain('Academia Demo');
      expect(sanitizeRichText(html)).toBe(html);
    }
    expect(s.useTerms).toContain('Termos de uso');
    expect(s.privacyTerms).toContain('LGPD');
  });

  it('creates the four documented logins with the demo password and roles', async () => {
    const expected = [
      ['demo', 'admin@demo.local', 'admin'],
      ['demo', 'aluno@demo.local', 'student'],
      ['outra', 'admin@outra.local', 'admin'],
      ['outra', 'aluno@outra.local', 'student'],
    ] as const;
    for (const [slug, email, role] of expected) {
      const user = await prisma.user.findUniqueOrThrow({
        where: { email },
        include: { memberships: { include: { tenant: true } }, credential: true },
      });
      expect(await verifyPassword(DEMO_PASSWORD, user.credential?.passwordHash)).toBe(true);
      expect(user.memberships.map((m) => [m.tenant.slug, m.role])).toEqual([[slug, role]]);
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { email: 'admin@demo.local' } })).name).toBe(
      'Ana Administradora',
    );
    expect((await prisma.user.findUniqueOrThrow({ where: { email: 'aluno@demo.local' } })).name).toBe(
      'Bruno Aluno',
    );
  });

  it('maps every host to its tenant', async () => {
    for (const [host, slug] of [
      ['localhost', 'demo'],
      ['localhost:3000', 'demo'],
      ['demo.localhost', 'demo'],
      ['127.0.0.1', 'demo'],
      ['outra.localhost', 'outra'],
    ] as const) {
      expect((await resolveTenantByHost(host))?.slug, host).toBe(slug);
    }
    expect((await tenantBySlug('demo')).name).toBe('Academia Demo');
    expect((await tenantBySlug('outra')).name).toBe('Escola Outra');
  });

  it('enrols the demo student in exactly two of the three active products (plus the inactive one)', async () => {
    const demo = await tenantBySlug('demo');
    const student = await prisma.user.findUniqueOrThrow({ where: { email: 'aluno@demo.local' } });
    const products = await prisma.product.findMany({ where: { tenantId: demo.id } });
    expect(products.filter((p) => p.status === 'active')).toHaveLength(3);
    expect(products.filter((p) => p.status === 'inactive')).toHaveLength(1);
    const enrolled = await prisma.enrollment.findMany({
      where: { userId: student.id },
      include: { product: true },
    });
    expect(enrolled.every((e) => e.tenantId === demo.id && e.product.tenantId === demo.id)).toBe(true);
    expect(enrolled.filter((e) => e.product.status === 'active')).toHaveLength(2);
    expect(enrolled.filter((e) => e.product.status === 'inactive')).toHaveLength(1);
  });

  it('leaves each student one course only the product they lack unlocks', async () => {
    for (const [slug, email] of [
      ['demo', 'aluno@demo.local'],
      ['outra', 'aluno@outra.local'],
    ] as const) {
      const tenant = await tenantBySlug(slug);
      const user = await prisma.user.findUniqueOrThrow({ where: { email } });
      const mine = new Set(
        (await prisma.enrollment.findMany({ where: { userId: user.id } })).map((e) => e.productId),
      );
      const courses = await prisma.course.findMany({
        where: { tenantId: tenant.id },
        include: { products: { include: { product: true } } },
      });
      expect(courses.every((c) => c.products.length > 0)).toBe(true);
      const reachable = (c: (typeof courses)[number]) =>
        c.products.some((pc) => pc.product.status === 'active' && mine.has(pc.productId));
      const locked = courses.filter((c) => !reachable(c));
      expect(locked, slug).toHaveLength(1);
      // and the progress rows are all on lessons the student can reach
      const progress = await prisma.lessonProgress.findMany({
        where: { userId: user.id },
        include: { lesson: { include: { module: true } } },
      });
      expect(progress.length).toBeGreaterThan(0);
      expect(
        progress.every((p) => p.tenantId === tenant.id && p.lesson.module.courseId !== locked[0]!.id),
      ).toBe(true);
    }
  });

  it('gives the demo student completed and partial progress for "Continuar assistindo"', async () => {
    const student = await prisma.user.findUniqueOrThrow({ where: { email: 'aluno@demo.local' } });
    const rows = await prisma.lessonProgress.findMany({
      where: { userId: student.id },
      orderBy: { updatedAt: 'desc' },
    });
    expect(rows.filter((r) => r.completedAt && r.percent === 100).length).toBeGreaterThanOrEqual(2);
    expect(
      rows.filter((r) => !r.completedAt && r.percent > 0 && r.percent < 100).length,
    ).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.completedAt).toBeNull();
  });

  it('gives each tenant 4+ courses of 2-3 modules with 3-4 lessons, all with cover files under public/', async () => {
    for (const slug of ['demo', 'outra']) {
      const tenant = await tenantBySlug(slug);
      const courses = await prisma.course.findMany({
        where: { tenantId: tenant.id },
        include: { modules: { include: { lessons: true } } },
      });
      expect(courses.length).toBeGreaterThanOrEqual(slug === 'demo' ? 5 : 4);
      for (const course of courses) {
        expect(course.coverUrl, course.title).toMatch(new RegExp(`^/seed/${slug}/`));
        expect(fs.existsSync(publicFile(course.coverUrl!)), course.coverUrl!).toBe(true);
        expect(course.modules.length).toBeGreaterThanOrEqual(2);
        expect(course.modules.length).toBeLessThanOrEqual(3);
        for (const mod of course.modules) {
          expect(mod.coverUrl && fs.existsSync(publicFile(mod.coverUrl)), `${mod.title} cover`).toBe(true);
          expect(mod.lessons.length).toBeGreaterThanOrEqual(3);
          expect(mod.lessons.length).toBeLessThanOrEqual(4);
          expect(mod.lessons.every((l) => l.durationSeconds > 0 && l.slug && l.description)).toBe(true);
          for (const l of mod.lessons) {
            expect(l.thumbnailUrl && fs.existsSync(publicFile(l.thumbnailUrl)), `${l.title} thumbnail`).toBe(
              true,
            );
            if (l.mediaUrl?.startsWith('/'))
              expect(fs.existsSync(publicFile(l.mediaUrl)), l.mediaUrl).toBe(true);
          }
        }
      }
    }
  });

  it('brands each tenant differently, with logo files, header links and a community', async () => {
    const colours = new Set<string>();
    for (const slug of ['demo', 'outra']) {
      const tenant = await tenantBySlug(slug);
      const s = await prisma.platformSettings.findUniqueOrThrow({ where: { tenantId: tenant.id } });
      colours.add(s.primaryColor);
      expect(s.seoName).toBeTruthy();
      expect(s.loginText).toBeTruthy();
      for (const file of [s.logoHorizontal, s.logoSquare, s.favicon])
        expect(file && fs.existsSync(publicFile(file)), String(file)).toBe(true);
      expect(await prisma.navigationLink.count({ where: { tenantId: tenant.id } })).toBeGreaterThanOrEqual(1);
      expect(await prisma.community.count({ where: { tenantId: tenant.id } })).toBe(1);
      const banners = await prisma.banner.findMany({
        where: { tenantId: tenant.id },
        orderBy: { order: 'asc' },
      });
      expect(banners.length).toBeGreaterThanOrEqual(2);
      expect(banners.map((b) => b.order)).toEqual(banners.map((_, i) => i + 1));
      for (const b of banners) {
        expect(b.title).toBeTruthy();
        for (const file of [b.urlImage, b.urlImageVertical])
          expect(file && fs.existsSync(publicFile(file)), String(file)).toBe(true);
      }
      expect(
        await prisma.carousel.count({ where: { tenantId: tenant.id, published: true } }),
      ).toBeGreaterThanOrEqual(2);
    }
    expect(colours.size).toBe(2);
  });

  it('gives the demo lessons real media: two videos, an embed, a text with a file', async () => {
    const demo = await tenantBySlug('demo');
    const lessons = await prisma.lesson.findMany({ where: { tenantId: demo.id, mediaUrl: { not: null } } });
    expect(lessons.filter((l) => l.mediaType === 'video' && l.mediaUrl!.endsWith('.mp4'))).toHaveLength(2);
    expect(lessons.filter((l) => l.mediaType === 'embed')).toHaveLength(1);
    expect(lessons.filter((l) => l.mediaType === 'text')).toHaveLength(1);
  });

  it('gives the demo student a few notifications the bell lists, three of them unread', async () => {
    const demo = await tenantBySlug('demo');
    const student = await prisma.user.findUniqueOrThrow({ where: { email: 'aluno@demo.local' } });
    const { token } = await createSession(demo.id, student.id);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const list = (await import('@/app/api/auth/notification/route')).GET;
    const res = await call(list, 'GET', '/api/auth/notification?page=1&paginate=10', {
      host: 'localhost',
      cookie,
    });
    expect(res.status).toBe(200);
    const items = res.body.data.data as { type: string; read: number; url: string }[];
    expect(items.map((n) => n.type)).toEqual([
      'community_post',
      'community_like',
      'community_comment',
      'community_reply',
    ]);
    expect(items.map((n) => n.read)).toEqual([0, 0, 0, 1]);
    const community = stableId(seedKeys.community('demo'));
    // each leads to a seeded post of the demo community
    expect(items[1]!.url).toBe(
      `/comunidade/post/${stableId('demo:community:post:2')}/${demo.id}/${community}`,
    );
    const total = (await import('@/app/api/auth/notification/total/route')).GET;
    const t = await call(total, 'GET', '/api/auth/notification/total', { host: 'localhost', cookie });
    expect(t.body.data.has_unread_notifications).toBe(true);
  });

  it('gamifies the demo tenant through the engine: scores equal the ledger, levels and rewards seen', async () => {
    const demo = await tenantBySlug('demo');
    expect(await prisma.level.count({ where: { tenantId: demo.id } })).toBe(3);
    expect(await prisma.reward.count({ where: { tenantId: demo.id } })).toBe(2);
    const scores = await prisma.memberScore.findMany({ where: { tenantId: demo.id } });
    expect(scores.length).toBeGreaterThanOrEqual(4);
    for (const s of scores) {
      const sum = await prisma.pointsEntry.aggregate({ where: { userId: s.userId }, _sum: { points: true } });
      expect(sum._sum.points).toBe(s.score);
    }
    expect(new Set(scores.map((s) => s.score)).size).toBe(scores.length);
    expect(await prisma.levelReached.count({ where: { tenantId: demo.id, seenAt: null } })).toBe(0);
    expect(await prisma.rewardUnlock.count({ where: { tenantId: demo.id, seenAt: null } })).toBe(0);
    expect(await prisma.levelReached.count({ where: { tenantId: demo.id } })).toBeGreaterThan(0);
    // the other tenant stays without gamification
    const outra = await tenantBySlug('outra');
    expect(await prisma.pointsSettings.count({ where: { tenantId: outra.id } })).toBe(0);
    expect(await prisma.communityPost.count({ where: { tenantId: demo.id } })).toBeGreaterThanOrEqual(6);
  });

  it('uses stable ids', async () => {
    expect((await tenantBySlug('demo')).id).toBe(stableId(seedKeys.tenant('demo')));
    const course = await prisma.course.findFirstOrThrow({ where: { slug: 'fotografia-com-o-celular' } });
    expect(course.id).toBe(stableId(seedKeys.course('demo', 'fotografia-com-o-celular')));
    expect(course.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("keeps an admin's later changes but puts the demo password back", async () => {
    const demo = await tenantBySlug('demo');
    const course = await prisma.course.findFirstOrThrow({
      where: { tenantId: demo.id, slug: 'marketing-digital-para-iniciantes' },
    });
    await prisma.course.update({
      where: { id: course.id },
      data: { title: 'Marketing 2.0', slug: 'marketing-2' },
    });
    await prisma.platformSettings.update({ where: { tenantId: demo.id }, data: { primaryColor: '#123456' } });
    await prisma.user.update({
      where: { email: 'aluno@demo.local' },
      data: { credential: { update: { passwordHash: 'changed' } } },
    });
    const before = await counts();

    const third = await seedDemo(prisma);

    expect(third.created).toEqual({});
    expect(third.passwordsReset).toBe(1);
    expect(await counts()).toEqual(before);
    expect((await prisma.course.findUniqueOrThrow({ where: { id: course.id } })).title).toBe('Marketing 2.0');
    expect(
      (await prisma.platformSettings.findUniqueOrThrow({ where: { tenantId: demo.id } })).primaryColor,
    ).toBe('#123456');
    const student = await prisma.user.findUniqueOrThrow({
      where: { email: 'aluno@demo.local' },
      include: { credential: true },
    });
    expect(await verifyPassword(DEMO_PASSWORD, student.credential?.passwordHash)).toBe(true);
  }, 120_000);

  it('puts a deleted demo banner and link back at the end when an admin gave their places away', async () => {
    // orders are unique per list (decision 132): the seed must not reuse a position that is taken
    const demo = await tenantBySlug('demo');
    const first = await prisma.banner.findFirstOrThrow({ where: { tenantId: demo.id, order: 1 } });
    await prisma.banner.delete({ where: { id: first.id } });
    await prisma.banner.updateMany({ where: { tenantId: demo.id }, data: { order: { decrement: 1 } } });
    const link = await prisma.navigationLink.findFirstOrThrow({ where: { tenantId: demo.id, order: 1 } });
    await prisma.navigationLink.delete({ where: { id: link.id } });
    await prisma.navigationLink.updateMany({
      where: { tenantId: demo.id },
      data: { order: { decrement: 1 } },
    });

    await seedDemo(prisma);

    const banners = await prisma.banner.findMany({ where: { tenantId: demo.id }, orderBy: { order: 'asc' } });
    expect(banners.at(-1)!.id).toBe(first.id);
    expect(new Set(banners.map((b) => b.order)).size).toBe(banners.length);
    const links = await prisma.navigationLink.findMany({
      where: { tenantId: demo.id },
      orderBy: { order: 'asc' },
    });
    expect(links.at(-1)!.id).toBe(link.id);
    expect(new Set(links.map((l) => l.order)).size).toBe(links.length);
  }, 120_000);
});
