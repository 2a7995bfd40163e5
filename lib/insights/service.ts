import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import { resolvePeriod, type Period } from './days';
import type { TFigure, TInsights, TInsightsQuery } from './schemas';
import { coursesTable, membersTables, quizzesTable } from './tables';

// The Painel's read (docs/adr/0530): every figure comes from the rollups (insights_*), never from the
// progress or ledger tables. One call answers the whole screen: figures beside the previous period,
// the series, and the tables; the funnel of one course is ./funnel.ts.

type Num = number | bigint | null;
const n = (v: Num) => Number(v ?? 0);
const fig = (current: Num, previous: Num): TFigure => ({ current: n(current), previous: n(previous) });
const rate = (passed: Num, attempts: Num) => (n(attempts) ? Math.round((100 * n(passed)) / n(attempts)) : 0);

export function periodOf(query: TInsightsQuery, now: Date = new Date()): Period {
  return query.period === 'custom'
    ? resolvePeriod({ from: query.from!, to: query.to! }, now)
    : resolvePeriod({ days: Number(query.period) }, now);
}

interface Totals {
  cur_new: Num;
  prev_new: Num;
  cur_lessons: Num;
  prev_lessons: Num;
  cur_watch: Num;
  prev_watch: Num;
  cur_posts: Num;
  prev_posts: Num;
  cur_comments: Num;
  prev_comments: Num;
  cur_attempts: Num;
  prev_attempts: Num;
  cur_passed: Num;
  prev_passed: Num;
  prev_active: Num;
}

const both = (col: string, as: string) =>
  `sum(${col}) FILTER (WHERE day >= $2::date) AS cur_${as}, sum(${col}) FILTER (WHERE day < $2::date) AS prev_${as}`;

// $1 tenant, $2 from, $3 to, $4 the previous period's first day
const TOTALS_SQL = `
SELECT ${both('new_members', 'new')}, ${both('lessons_completed', 'lessons')}, ${both('watch_seconds', 'watch')},
       ${both('posts', 'posts')}, ${both('comments', 'comments')}, ${both('quiz_attempts', 'attempts')},
       ${both('quiz_passed', 'passed')},
       (SELECT count(DISTINCT user_id) FROM insights_member_days
         WHERE tenant_id = $1::uuid AND day >= $4::date AND day < $2::date) AS prev_active
  FROM insights_daily WHERE tenant_id = $1::uuid AND day BETWEEN $4::date AND $3::date`;

const SERIES_SQL = `
SELECT to_char(g::date, 'YYYY-MM-DD') AS day, coalesce(d.active_members, 0) AS active_members,
       coalesce(d.lessons_completed, 0) AS lessons_completed, coalesce(d.points, 0) AS points
  FROM generate_series($2::date, $3::date, interval '1 day') g
  LEFT JOIN insights_daily d ON d.tenant_id = $1::uuid AND d.day = g::date
 ORDER BY g`;

/**
 * The whole answer, kept per school and period in the tenant cache (lib/server/tenant-cache.ts) for its
 * TTL (30 s by default) or until an editor's write: an admin switching periods and back, or a team looking
 * at the Painel together, reads the rollups once (ADR 0534). Activity of the last seconds can be missing.
 */
export function getInsights(
  ctx: RequestContext,
  query: TInsightsQuery,
  now: Date = new Date(),
): Promise<TInsights> {
  const p = periodOf(query, now);
  return tenantCached(ctx.tenant.id, `insights ${p.from} ${p.to}`, () => loadInsights(ctx, p));
}

async function loadInsights(ctx: RequestContext, p: Period): Promise<TInsights> {
  const t = ctx.tenant.id;
  const [totals] = await ctx.db.$queryRawUnsafe<Totals[]>(TOTALS_SQL, t, p.from, p.to, p.previous.from);
  const series = await ctx.db.$queryRawUnsafe<
    { day: string; active_members: Num; lessons_completed: Num; points: Num }[]
  >(SERIES_SQL, t, p.from, p.to);
  const s = totals!;
  const members = await membersTables(ctx, p);
  return {
    period: {
      from: p.from,
      to: p.to,
      days: p.days,
      previous_from: p.previous.from,
      previous_to: p.previous.to,
    },
    figures: {
      active_members: fig(members.active, s.prev_active),
      new_members: fig(s.cur_new, s.prev_new),
      lessons_completed: fig(s.cur_lessons, s.prev_lessons),
      // from the durations of the lessons completed (no watch time is recorded per day, ADR 0530)
      hours_watched: fig(Math.round(n(s.cur_watch) / 360) / 10, Math.round(n(s.prev_watch) / 360) / 10),
      posts: fig(s.cur_posts, s.prev_posts),
      comments: fig(s.cur_comments, s.prev_comments),
      quiz_attempts: fig(s.cur_attempts, s.prev_attempts),
      pass_rate: fig(rate(s.cur_passed, s.cur_attempts), rate(s.prev_passed, s.prev_attempts)),
    },
    series: series.map((r) => ({
      day: r.day,
      active_members: n(r.active_members),
      lessons_completed: n(r.lessons_completed),
      points: n(r.points),
    })),
    courses: await coursesTable(ctx),
    most_active: members.most,
    least_active: members.least,
    quizzes: await quizzesTable(ctx),
  };
}
