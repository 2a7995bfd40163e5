import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { isUuid } from '@/lib/validation/uuid';
import { itemRefId, toCarousel } from './carousels';
import { tenantCached } from '@/lib/server/tenant-cache';
import { readSettings } from './settings';
import {
  accessibleCourses,
  courseCard as courseCardOf,
  coursePublished,
  rowVisible,
  gate,
  LESSON_SELECT,
  lessonCard as lessonCardOf,
  moduleHref,
  refsKey,
  type Access,
} from './cards-access';
import { readMemberShowcase, readMyListPage } from './member-read';
import { openShowcaseCards, salesCatalogue, salesHref, type SalesCatalogue } from './open-showcase';
import { continueCards, myListCards, trendingCards } from './system-rows';
import {
  isSystemCarouselId,
  SYSTEM_CAROUSELS,
  systemCarouselId,
  type TCard,
  type TCarousel,
  type TCarouselKind,
} from './schemas';

// The student's showcase (/homepage): published custom carousels with their cards, then the system
// carousels that are switched on. Bounded and N+1-free: one query per content kind for all custom
// carousels together and one for trending (both cached per tenant), and one statement for the member's
// courses, progress and "Minha lista" (./member-read.ts).

const CARDS_PER_CAROUSEL = 30;

type CarouselLike = Pick<TCarousel, 'id' | 'type' | 'type_content'> & { refs: string[] };

/** The cards of several custom carousels at once, keyed by carousel id. */
async function cardsFor(ctx: RequestContext, list: CarouselLike[], access: Access) {
  const tid = ctx.tenant.id;
  const byKind = (k: TCarouselKind, type: string) =>
    list.filter((c) => c.type_content === k && c.type === type).flatMap((c) => c.refs);
  const courseCards = byKind('course', '1');
  const modulesOfCourses = byKind('course', '2');
  const moduleCards = byKind('module', '2');
  const lessonsOfModules = byKind('module', '3');
  const lessonCards = byKind('lesson', '3');

  const load = () =>
    Promise.all([
      courseCards.length
        ? ctx.db.course.findMany({
            where: { id: { in: courseCards }, ...coursePublished(ctx) },
            select: { id: true, title: true, coverUrl: true },
          })
        : [],
      modulesOfCourses.length || moduleCards.length
        ? ctx.db.module.findMany({
            where: {
              OR: [{ id: { in: moduleCards } }, { courseId: { in: modulesOfCourses } }],
              ...rowVisible(ctx),
              course: coursePublished(ctx),
            },
            select: { id: true, title: true, coverUrl: true, courseId: true, order: true },
            orderBy: { order: 'asc' },
            take: 1000,
          })
        : [],
      lessonsOfModules.length || lessonCards.length
        ? ctx.db.lesson.findMany({
            where: {
              OR: [{ id: { in: lessonCards } }, { moduleId: { in: lessonsOfModules } }],
              ...rowVisible(ctx),
              module: { ...rowVisible(ctx), course: coursePublished(ctx) },
            },
            select: LESSON_SELECT,
            orderBy: { order: 'asc' },
            take: 1000,
          })
        : [],
    ]);
  // The rows are the tenant's content, the same for every member (access is applied per member below):
  // cached per tenant and set of references while no editor saves (decision 383). Editors see unpublished
  // courses too, so their reads are not cached.
  const refs = [courseCards, modulesOfCourses, moduleCards, lessonsOfModules, lessonCards];
  const [courses, modules, lessons] = ctx.canEdit
    ? await load()
    : await tenantCached(tid, `showcase-card-rows ${refsKey(refs)}`, load);

  const courseById = new Map(courses.map((c) => [c.id, c]));
  const moduleById = new Map(modules.map((m) => [m.id, m]));
  const lessonById = new Map(lessons.map((l) => [l.id, l]));
  const courseCard = (c: (typeof courses)[number]) => courseCardOf(access, tid, c);
  const moduleCard = (m: (typeof modules)[number]) =>
    gate(access, m.courseId, {
      id: m.id,
      kind: 'module',
      title: m.title,
      image: m.coverUrl,
      href: moduleHref(tid, m.courseId, m.id),
    });
  const lessonCard = (l: (typeof lessons)[number]) => lessonCardOf(access, tid, l);

  const out = new Map<string, TCard[]>();
  for (const c of list) {
    const cards: (TCard | null)[] = [];
    for (const ref of c.refs) {
      if (c.type === '1' && c.type_content === 'course') {
        const row = courseById.get(ref);
        if (row) cards.push(courseCard(row));
      } else if (c.type === '2' && c.type_content === 'course') {
        cards.push(...modules.filter((m) => m.courseId === ref).map(moduleCard));
      } else if (c.type === '2') {
        const row = moduleById.get(ref);
        if (row) cards.push(moduleCard(row));
      } else if (c.type === '3' && c.type_content === 'module') {
        cards.push(...lessons.filter((l) => l.moduleId === ref).map(lessonCard));
      } else if (c.type === '3') {
        const row = lessonById.get(ref);
        if (row) cards.push(lessonCard(row));
      }
    }
    out.set(c.id, cards.filter((x): x is TCard => !!x).slice(0, CARDS_PER_CAROUSEL));
  }
  return out;
}

export interface TShowcaseCarousel extends Omit<TCarousel, 'carousel_item'> {
  system: boolean;
  cards: TCard[];
}

export interface TShowcase {
  carousels: TShowcaseCarousel[];
}

/**
 * What the showcase's client component reads of a carousel: its prop is sent to the browser as React
 * data, so the rest of the settings row (tenant, type, order, publication…) stays on the server
 * (decision 343).
 */
export type TShowcaseRow = Pick<
  TShowcaseCarousel,
  | 'id'
  | 'system'
  | 'title'
  | 'description'
  | 'font_title'
  | 'weight_title'
  | 'size_title'
  | 'font_description'
  | 'weight_description'
  | 'size_description'
  | 'autoplay'
  | 'autoplay_time'
  | 'cards_per_group'
  | 'cards_per_group_mobile'
  | 'card_type'
  | 'cards'
>;

export const showcaseRow = (c: TShowcaseCarousel): TShowcaseRow => ({
  id: c.id,
  system: c.system,
  title: c.title,
  description: c.description,
  font_title: c.font_title,
  weight_title: c.weight_title,
  size_title: c.size_title,
  font_description: c.font_description,
  weight_description: c.weight_description,
  size_description: c.size_description,
  autoplay: c.autoplay,
  autoplay_time: c.autoplay_time,
  cards_per_group: c.cards_per_group,
  cards_per_group_mobile: c.cards_per_group_mobile,
  card_type: c.card_type,
  cards: c.cards,
});

function systemCarousel(
  ctx: RequestContext,
  type: number,
  title: string,
  cards: TCard[],
  cardType = 'horizontal',
): TShowcaseCarousel {
  return {
    id: systemCarouselId(type),
    tenant_id: ctx.tenant.id,
    title,
    description: '',
    type: String(type),
    type_content: cards[0]?.kind ?? 'lesson',
    card_type: cardType as TCard['kind'] & TShowcaseCarousel['card_type'],
    carousel_type: 'Comum',
    custom: 0,
    cards_per_group: 0,
    cards_per_group_mobile: 0,
    autoplay: 0,
    autoplay_time: 4,
    font_title: 'Poppins',
    weight_title: 900,
    size_title: 27,
    font_description: 'Poppins',
    weight_description: 300,
    size_description: 18,
    published: 1,
    order: 0,
    system: true,
    cards,
  };
}

/**
 * The member's access to the showcase's cards: the courses they may open, whether locked cards show, and
 * where those lead ('Quero acessar', ADR 0266). The sales catalogue (cached per tenant) is read only when
 * a locked card can show: the open showcase or the blocked content is on, for a member.
 */
async function accessOf(
  ctx: RequestContext,
  settings: Awaited<ReturnType<typeof readSettings>>,
  courses: Set<string> | null,
): Promise<Access & { catalogue: SalesCatalogue | null }> {
  const access = { courses, showBlocked: settings.showBlockedContent };
  if (!settings.showcase && !(settings.showBlockedContent && courses)) return { ...access, catalogue: null };
  const catalogue = await salesCatalogue(ctx);
  const redirect = settings.showcaseUrlRedirect;
  return {
    ...access,
    salesHref: (courseId) => salesHref(redirect, catalogue, courseId),
    catalogue: settings.showcase ? catalogue : null,
  };
}

/** The whole showcase of the member: system carousels first (when on and not empty), then custom ones. */
export async function getShowcase(ctx: RequestContext, now = new Date()): Promise<TShowcase> {
  const [settings, rows] = await Promise.all([
    readSettings(ctx),
    // The published carousels and their items change only through an editor's save (decision 235).
    tenantCached(ctx.tenant.id, 'showcase-carousels', () =>
      ctx.db.carousel.findMany({
        where: { published: true },
        include: { items: { orderBy: [{ order: 'asc' }, { id: 'asc' }], take: 100 } },
        orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
        take: 50,
      }),
    ),
  ]);
  const wantContinue =
    settings.showCarrouselContinueClass ||
    settings.showCarrouselContinueModule ||
    settings.showCarrouselContinueCourse;
  // The member's side in one statement (decision 404): the courses they may open, and their progress and
  // list when those rows are on.
  const member = await readMemberShowcase(ctx, { progress: wantContinue, myList: settings.mylistStatus });
  const access = await accessOf(ctx, settings, member.courses);
  const custom = rows.map((r) => ({ ...toCarousel({ ...r, items: [] }), refs: r.items.map(itemRefId) }));
  const [cards, trending] = await Promise.all([
    cardsFor(ctx, custom, access),
    settings.showCarrouselHighlight ? trendingCards(ctx, access, now) : [],
  ]);
  const progress = wantContinue ? continueCards(ctx, access, member.progress) : null;
  const myList = settings.mylistStatus ? myListCards(ctx, access, member.myList) : [];
  const t = ctx.t;
  const system: TShowcaseCarousel[] = [];
  if (progress && settings.showCarrouselContinueClass && progress.lessons.length)
    system.push(
      systemCarousel(ctx, SYSTEM_CAROUSELS.continueWatching, t('showcase.tabs.continue'), progress.lessons),
    );
  if (progress && settings.showCarrouselContinueModule && progress.modules.length)
    system.push(
      systemCarousel(
        ctx,
        SYSTEM_CAROUSELS.continueModules,
        t('showcase.system.continueModules'),
        progress.modules,
        'vertical',
      ),
    );
  if (progress && settings.showCarrouselContinueCourse && progress.courses.length)
    system.push(
      systemCarousel(
        ctx,
        SYSTEM_CAROUSELS.continueCourses,
        t('showcase.system.continueCourses'),
        progress.courses,
        'vertical',
      ),
    );
  if (trending.length)
    system.push(systemCarousel(ctx, SYSTEM_CAROUSELS.trending, t('showcase.tabs.trending'), trending));
  if (myList.length)
    system.push(systemCarousel(ctx, SYSTEM_CAROUSELS.myList, t('showcase.tabs.myList'), myList));
  const open = access.catalogue ? openShowcaseCards(ctx, access, access.catalogue) : [];
  if (open.length)
    system.push(
      systemCarousel(ctx, SYSTEM_CAROUSELS.openShowcase, t('showcase.system.openShowcase'), open, 'vertical'),
    );
  // Course and lesson cards say whether they are in "Minha lista", for the add/remove button.
  if (settings.mylistStatus) {
    const listed = new Set(myList.map((c) => `${c.kind}:${c.id}`));
    for (const list of [...system.map((c) => c.cards), ...cards.values()])
      for (const card of list)
        if (card.kind !== 'module') card.in_list = listed.has(`${card.kind}:${card.id}`);
  }
  const customOut = custom
    .map(({ refs: _refs, carousel_item: _items, ...c }) => ({
      ...c,
      system: false,
      cards: cards.get(c.id) ?? [],
    }))
    .filter((c) => c.cards.length > 0);
  return { carousels: [...system, ...customOut] };
}

/** GET carousel-item: the cards of one carousel (custom by id, or a system one by its `system-N` id). */
export async function carouselCards(ctx: RequestContext, id: string): Promise<TCard[]> {
  if (isSystemCarouselId(id)) {
    const showcase = await getShowcase(ctx);
    const found = showcase.carousels.find((c) => c.id === id);
    if (!found) throw new AppError('NOT_FOUND');
    return found.cards;
  }
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [settings, courses, row] = await Promise.all([
    readSettings(ctx),
    accessibleCourses(ctx),
    ctx.db.carousel.findFirst({
      where: ctx.canEdit ? { id } : { id, published: true },
      include: { items: { orderBy: [{ order: 'asc' }, { id: 'asc' }], take: 100 } },
    }),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  const c = { ...toCarousel({ ...row, items: [] }), refs: row.items.map(itemRefId) };
  const cards = await cardsFor(ctx, [c], await accessOf(ctx, settings, courses));
  return cards.get(c.id) ?? [];
}

/**
 * /favoritos, page `page` (from 1): the member's "Minha lista" (courses and lessons they saved), newest
 * first, each marked as in the list so its button removes it. Items of courses the member can no longer
 * open are shown locked when show_blocked_content is on, left out otherwise (as on /homepage); the page's
 * statement leaves them out, so pages stay full. The courses they may open (none to read for editors), then
 * the page.
 */
export async function favoriteCards(
  ctx: RequestContext,
  page: number,
): Promise<{ cards: TCard[]; hasNext: boolean }> {
  const [settings, courses] = await Promise.all([readSettings(ctx), accessibleCourses(ctx)]);
  const access = await accessOf(ctx, settings, courses);
  const { rows, hasNext } = await readMyListPage(ctx, access, page);
  const cards = myListCards(ctx, access, rows);
  return { cards: cards.map((c) => ({ ...c, in_list: true })), hasNext };
}

/**
 * "Continue assistindo" outside the home page (the community page, issue 4): the lessons the member is
 * in the middle of, from the same read as the home's system carousel. One statement.
 */
export async function continueWatchingCards(ctx: RequestContext): Promise<TCard[]> {
  const member = await readMemberShowcase(ctx, { progress: true });
  return continueCards(ctx, { courses: member.courses, showBlocked: false }, member.progress).lessons;
}
