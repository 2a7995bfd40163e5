import { beforeAll, describe, expect, it } from 'vitest';
import { GET as me } from '@/app/api/gamification/me/route';
import { prisma } from '@/lib/server/db';
import { createUser, createWorld, type TestUser } from '../support/factories';
import { withLocalStorage } from '../support/uploads';
import { call } from '../support/http';
import { addPoints, readyUpload } from '../gamification/helpers';
import { at, Names } from './pin';

// GET /api/gamification/me's whole answer pinned (decision 290), recorded on the Prisma reads before they
// were rewritten as one `$read`: the highest level reached (after a reset too), the next level among the
// ones for everyone and for the member's active products only, every delivery type of reward (a product
// reward whose product is gone included), pending celebrations oldest first with levels before rewards
// on the same instant, the rank with the ranking on and off, an editor (never gamified), a member with
// nothing, and another tenant's rows left out.

withLocalStorage('me-answers');
type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let student: TestUser;
let rival: TestUser;
let bare: TestUser;
const n = new Names();

const read = (u: TestUser, host = w.a.host) =>
  call(me, 'GET', '/api/gamification/me', { host, cookie: u.cookie }).then((r) => [r.status, n.pin(r.body)]);

beforeAll(async () => {
  w = await createWorld();
  const t = w.a.id;
  n.set(t, 'tenantA');
  student = await createUser(w.a, 'student', 'Aluna');
  rival = await createUser(w.a, 'student', 'Rival');
  bare = await createUser(w.a, 'student', 'Nova');
  n.set(student.id, 'student');
  n.set(rival.id, 'rival');
  n.set(bare.id, 'bare');
  n.set(w.adminA.id, 'admin');
  const product = async (name: string, status: 'active' | 'inactive' = 'active') =>
    n.set((await prisma.product.create({ data: { tenantId: t, title: name, status } })).id, name);
  const mine = await product('mine');
  const gone = await product('inactive', 'inactive');
  const others = await product('others');
  const prize = await product('prize');
  await prisma.gamificationProduct.create({ data: { tenantId: t, productId: mine } });
  await prisma.gamificationProduct.create({ data: { tenantId: t, productId: gone } });
  for (const u of [student.id, rival.id, w.adminA.id])
    await prisma.enrollment.create({ data: { tenantId: t, userId: u, productId: mine } });
  await prisma.enrollment.create({ data: { tenantId: t, userId: student.id, productId: gone } });
  await prisma.pointsSettings.upsert({
    where: { tenantId: t },
    create: {
      tenantId: t,
      customName: 'Moedas',
      platform: {},
      community: {},
      perDayPlatform: {},
      perDayCommunity: {},
    },
    update: { customName: 'Moedas' },
  });

  const level = async (
    name: string,
    neededScore: number,
    extra: Record<string, unknown> = {},
    productId?: string,
  ) =>
    n.set(
      (
        await prisma.level.create({
          data: {
            tenantId: t,
            name,
            neededScore,
            ...extra,
            ...(productId ? { products: { create: { tenantId: t, productId } } } : {}),
          },
        })
      ).id,
      name,
    );
  const bronze = await level('Bronze', 100);
  const prata = await level('Prata', 200, {
    color: '#C0C0C0',
    imagePath: await readyUpload(t, 'level-image'),
    showScoreOnProfile: false,
    animation: 'confetti',
  });
  await level('Ouro-outros', 300, {}, others);
  await level('Ouro', 400, {}, mine);
  await level('Diamante', 500);
  await prisma.levelReached.createMany({
    data: [
      { tenantId: t, userId: student.id, levelId: bronze, reachedAt: at(1), seenAt: at(2) },
      { tenantId: t, userId: student.id, levelId: prata, reachedAt: at(10) },
    ],
  });

  const reward = async (
    name: string,
    deliveryType: string,
    extra: Record<string, unknown>,
    unlockedAt: Date,
    seen: boolean,
  ) => {
    const r = await prisma.reward.create({
      data: {
        tenantId: t,
        name,
        description: `Sobre ${name}`,
        rewardType: 'score',
        neededScore: 50,
        deliveryType,
        ...extra,
      },
    });
    n.set(r.id, name);
    await prisma.rewardUnlock.create({
      data: { tenantId: t, userId: student.id, rewardId: r.id, unlockedAt, seenAt: seen ? at(99) : null },
    });
  };
  await reward(
    'Arquivo',
    'file',
    { filePath: await readyUpload(t, 'reward-file'), fileName: 'guia.pdf', sound: 'bell' },
    at(3),
    true,
  );
  await reward(
    'Links',
    'link',
    { links: ['https://a.example', 'https://b.example'], animation: 'stars' },
    at(10),
    false,
  );
  await reward('Selo', 'badge', { badgePath: await readyUpload(t, 'badge') }, at(5), false);
  await reward('Vídeo', 'embed', { embed: '<iframe src="https://v.example"></iframe>' }, at(5), false);
  await reward('Curso bônus', 'product', { deliverableProductId: prize }, at(7), true);
  await reward('Link vazio', 'link', { filePath: 'ignored', fileName: 'x' }, at(8), true);

  await addPoints(t, student.id, 250);
  await addPoints(t, rival.id, 900);
  await addPoints(t, w.adminA.id, 250);
  // the other tenant: a higher score and rows of its own
  const b = w.b.id;
  await addPoints(b, w.studentB.id, 5000);
  await prisma.community.create({ data: { tenantId: b, title: 'B' } });
  await prisma.platformSettings.update({ where: { tenantId: b }, data: { showRanking: true } });
});

describe('GET /api/gamification/me answers (pinned)', () => {
  it('the ranking off (no community): no rank', async () => {
    expect(await read(student)).toMatchSnapshot('student, ranking off');
  });

  it('the ranking on', async () => {
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { showRanking: true } });
    await prisma.community.create({ data: { tenantId: w.a.id, title: 'Geral' } });
    expect(await read(student)).toMatchSnapshot('student');
    expect(await read(rival)).toMatchSnapshot('rival, first, no level');
    expect(await read(w.adminA)).toMatchSnapshot('editor');
    expect(await read(bare)).toMatchSnapshot('member with nothing');
    expect(await read(w.studentB, w.b.host)).toMatchSnapshot('tenant B student');
  });

  it('after a reset the level stays; with every level reached there is no next one', async () => {
    await prisma.memberScore.updateMany({
      where: { tenantId: w.a.id, userId: student.id },
      data: { score: 0 },
    });
    await prisma.memberScoreCount.updateMany({
      where: { tenantId: w.a.id, score: 250 },
      data: { members: 1 },
    });
    const all = await prisma.level.findMany({ where: { tenantId: w.a.id }, select: { id: true } });
    await prisma.levelReached.createMany({
      data: all.map((l) => ({
        tenantId: w.a.id,
        userId: student.id,
        levelId: l.id,
        reachedAt: at(20),
        seenAt: at(21),
      })),
      skipDuplicates: true,
    });
    await prisma.product.update({
      where: {
        id: (await prisma.reward.findFirstOrThrow({ where: { tenantId: w.a.id, deliveryType: 'product' } }))
          .deliverableProductId!,
      },
      data: { title: 'Prêmio renomeado' },
    });
    expect(await read(student)).toMatchSnapshot('student after reset');
  });

  it('a product reward whose product was deleted has no product', async () => {
    const r = await prisma.reward.findFirstOrThrow({ where: { tenantId: w.a.id, deliveryType: 'product' } });
    await prisma.reward.update({ where: { id: r.id }, data: { deliverableProductId: null } });
    await prisma.product.delete({ where: { id: r.deliverableProductId! } });
    const [, body] = (await read(student)) as [
      number,
      { data: { rewards: { name: string; product: unknown }[] } },
    ];
    expect(body.data.rewards.find((x) => x.name === 'Curso bônus')!.product).toBeNull();
  });
});
