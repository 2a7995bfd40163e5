import { describe, expect, it } from 'vitest';
import { resetScores } from '@/lib/gamification/ledger';
import { readMe } from '@/lib/gamification/me-read';
import { positionOf } from '@/lib/gamification/ranking';
import { prisma } from '@/lib/server/db';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { createTenant, createUser, type TestTenant } from '../support/factories';
import { addPoints } from './helpers';

// The per-score member counts behind a member's ranking position (decision 271): kept with the scores in
// the scoring transaction, so the position summed from them is always the count of members above.

const ctxOf = (t: TestTenant) => ({ db: forTenant(t.id), tenant: { id: t.id, name: t.name, slug: '' } });

/** A member's score and position as GET /api/gamification/me reads them (`readMe`'s one statement). */
const scoreAndPosition = async (t: TestTenant, userId: string) => {
  const { score, position } = await readMe({ ...ctxOf(t), user: { id: userId }, role: 'student' });
  return { score, position };
};

const add = (t: TestTenant, userId: string, points: number) => addPoints(t.id, userId, points);

/** What the counts must be: the members of each positive score, from the scores themselves. */
async function expected(t: TestTenant) {
  const groups = await prisma.memberScore.groupBy({
    by: ['score'],
    where: { tenantId: t.id, score: { gt: 0 } },
    _count: { _all: true },
  });
  return Object.fromEntries(groups.map((g) => [g.score, g._count._all]));
}

async function counts(t: TestTenant) {
  const rows = await prisma.memberScoreCount.findMany({ where: { tenantId: t.id, members: { not: 0 } } });
  return Object.fromEntries(rows.map((r) => [r.score, r.members]));
}

/**
 * Every member's position against the definition: 1 + how many members score more (ties share), by
 * score (`positionOf`, the ranking's) and by member (`readMe`, gamification/me's one statement).
 */
async function expectPositions(t: TestTenant) {
  const scores = await prisma.memberScore.findMany({
    where: { tenantId: t.id },
    select: { userId: true, score: true },
  });
  for (const { userId, score } of scores) {
    const position = score > 0 ? scores.filter((s) => s.score > score).length + 1 : null;
    expect(await positionOf(ctxOf(t), score)).toBe(position);
    expect(await scoreAndPosition(t, userId)).toEqual({ score, position });
  }
}

describe('member score counts', () => {
  it('follow every score change, ties and resets included, per tenant', async () => {
    const t = await createTenant();
    const other = await createTenant();
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createUser(t, 'student')));
    const outsider = await createUser(other, 'student');
    await add(t, a!.id, 30);
    await add(t, b!.id, 20);
    await add(t, c!.id, 20);
    await add(t, d!.id, 10);
    await add(other, outsider.id, 25);
    expect(await counts(t)).toEqual({ 30: 1, 20: 2, 10: 1 });
    const stranger = await createUser(t, 'student');
    expect(await scoreAndPosition(t, stranger.id)).toEqual({ score: 0, position: null });
    await expectPositions(t);
    expect(await positionOf(ctxOf(t), 20)).toBe(2);
    expect(await positionOf(ctxOf(t), 10)).toBe(4);

    // a member moves up past the tie, another loses points, one falls to 0
    await add(t, c!.id, 15);
    await add(t, a!.id, -5);
    await add(t, d!.id, -10);
    expect(await counts(t)).toEqual(await expected(t));
    expect(await counts(t)).toEqual({ 35: 1, 25: 1, 20: 1 });
    await expectPositions(t);
    expect(await positionOf(ctxOf(t), 20)).toBe(3);

    // the other tenant's members count only there
    expect(await counts(other)).toEqual({ 25: 1 });
    expect(await positionOf(ctxOf(other), 25)).toBe(1);

    // a reset empties the tenant's counts; scoring again counts from 0
    await forTenant(t.id).$transaction((tx) => resetScores(tx, t.id, 'reset-1'));
    expect(await counts(t)).toEqual({});
    await add(t, b!.id, 5);
    expect(await counts(t)).toEqual({ 5: 1 });
    await expectPositions(t);
    expect(await counts(other)).toEqual({ 25: 1 });
  });

  it('stay exact when many members score at once on the same scores', async () => {
    const t = await createTenant();
    const members = await Promise.all(Array.from({ length: 12 }, () => createUser(t, 'student')));
    // three rounds of concurrent transactions moving members across a few shared scores, up and down
    for (const round of [0, 1, 2])
      await Promise.all(
        members.map((m, i) => add(t, m.id, round === 2 && i % 3 === 0 ? -5 : 5 * ((i + round) % 3) + 5)),
      );
    expect(await counts(t)).toEqual(await expected(t));
    await expectPositions(t);
  });
});
