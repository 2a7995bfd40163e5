import { z } from 'zod';
import { isUuid, UUID_RE } from '@/lib/validation/uuid';

// Custom HTML payloads and answers (SPEC.md 2.10, 3, 5 "Custom HTML", 7, 9), shared by the panel's form
// and the route handlers. Message values are i18n keys (namespace `customHtml`).

export const CUSTOM_HTML_PAGES = [
  'homepage',
  'course',
  'module',
  'lesson',
  'community',
  'favorite',
  'product',
  'profile',
  'search',
] as const;
export type TCustomHtmlPage = (typeof CUSTOM_HTML_PAGES)[number];
/**
 * The page kinds the panel offers: SPEC 3's list without 'product', which has no student page to show a
 * block on (ADR 0265). The API still accepts and lists 'product' blocks saved before.
 */
export const CUSTOM_HTML_PANEL_PAGES = CUSTOM_HTML_PAGES.filter((p) => p !== 'product');

export const CUSTOM_HTML_TITLE_MAX = 50;
/** cards show the title cut at 25 characters (SPEC.md section 9) */
export const CUSTOM_HTML_TITLE_TRUNCATE = 25;
/** the HTML is capped at 100 kB, counted in UTF-8 bytes (docs/decisions.md 104) */
export const CUSTOM_HTML_MAX_BYTES = 100 * 1024;
export const CUSTOM_HTML_PAGE_SIZE = 50;
export const CUSTOM_HTML_VERSIONS_MAX = 50;

/** Which resource selectors a page kind uses (docs/decisions.md 101). */
export const PAGE_RESOURCES: Record<TCustomHtmlPage, readonly ResourceField[]> = {
  homepage: [],
  course: ['course_id'],
  module: ['course_id', 'module_id'],
  lesson: ['course_id', 'module_id', 'lesson_id'],
  community: ['community_id'],
  favorite: [],
  product: [],
  profile: [],
  search: [],
};
export type ResourceField = 'course_id' | 'module_id' | 'lesson_id' | 'community_id';
export const RESOURCE_FIELDS: readonly ResourceField[] = [
  'course_id',
  'module_id',
  'lesson_id',
  'community_id',
];

export const htmlBytes = (html: string) => new TextEncoder().encode(html).length;

/** At most this many hosts a block may reach (ADR 0242). */
export const CUSTOM_HTML_HOSTS_MAX = 10;
/** "api.exemplo.com" or "*.exemplo.com": a DNS name with a dot, no scheme, port, path or IP address. */
const HOST_RE =
  /^(?:\*\.)?(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const normalizeHost = (h: string) => h.trim().toLowerCase().replace(/\.$/, '');
/** The panel's text (one host per line, or separated by commas or spaces) as a list, without repeats. */
export const splitHosts = (text: string) =>
  [...new Set(text.split(/[\s,;]+/).map(normalizeHost))].filter(Boolean);

/**
 * The hosts a block may load scripts from, call (fetch, XHR, WebSocket) and post forms to, as a list or
 * as the panel's text; none when absent. Each must be a bare host name (`https://` is implied).
 */
const ZAllowedHosts = z
  .union([z.string().max(4000), z.array(z.string().max(300)).max(100)], { message: 'customHtml.hostInvalid' })
  .optional()
  .transform((v) =>
    v === undefined
      ? []
      : Array.isArray(v)
        ? [...new Set(v.map(normalizeHost))].filter(Boolean)
        : splitHosts(v),
  )
  .superRefine((hosts, c) => {
    if (hosts.some((h) => !HOST_RE.test(h)))
      c.addIssue({ code: 'custom', message: 'customHtml.hostInvalid' });
    else if (hosts.length > CUSTOM_HTML_HOSTS_MAX)
      c.addIssue({ code: 'custom', message: 'customHtml.hostsTooMany' });
  });

/**
 * A resource selector's value: '' / null / absent is the "all" option (every page of that kind at that
 * level); anything else must be a resource id. The legacy "all" value 0 is refused (SPEC.md 5).
 */
const ZResourceId = z
  .union([z.string(), z.number(), z.null()])
  .refine(
    (v) => v === null || String(v).trim() === '' || isUuid(String(v).trim()),
    'customHtml.invalidResource',
  )
  .optional();

const idOrNull = (v: string | number | null | undefined) =>
  v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim().toLowerCase();

export const ZCustomHtmlBody = z
  .object({
    title: z
      .string({ message: 'customHtml.titleRequired' })
      .trim()
      .min(1, 'customHtml.titleRequired')
      .max(CUSTOM_HTML_TITLE_MAX, 'customHtml.titleTooLong'),
    html: z
      .string({ message: 'customHtml.htmlRequired' })
      .refine((v) => v.trim() !== '', 'customHtml.htmlRequired')
      .refine((v) => htmlBytes(v) <= CUSTOM_HTML_MAX_BYTES, 'customHtml.htmlTooLarge'),
    page: z.enum(CUSTOM_HTML_PAGES, { message: 'customHtml.pageRequired' }),
    course_id: ZResourceId,
    module_id: ZResourceId,
    lesson_id: ZResourceId,
    community_id: ZResourceId,
    allowed_hosts: ZAllowedHosts,
  })
  // Selectors the page does not use are dropped (a form may keep a stale value after the page changed).
  .transform((b) => {
    const used = PAGE_RESOURCES[b.page];
    const id = (f: ResourceField) => (used.includes(f) ? idOrNull(b[f]) : null);
    return {
      title: b.title,
      html: b.html,
      page: b.page,
      course_id: id('course_id'),
      module_id: id('module_id'),
      lesson_id: id('lesson_id'),
      community_id: id('community_id'),
      allowed_hosts: b.allowed_hosts,
    };
  })
  // A narrower level needs the wider one: a module within a course, a lesson within a module.
  .superRefine((b, c) => {
    if (b.module_id && !b.course_id)
      c.addIssue({ code: 'custom', path: ['module_id'], message: 'customHtml.courseFirst' });
    if (b.lesson_id && !b.module_id)
      c.addIssue({ code: 'custom', path: ['lesson_id'], message: 'customHtml.moduleFirst' });
  });
export type TCustomHtmlBodyInput = z.input<typeof ZCustomHtmlBody>;
export type TCustomHtmlBody = z.output<typeof ZCustomHtmlBody>;

/** The form's values: every selector a string, '' meaning "all". */
export interface TCustomHtmlForm {
  title: string;
  html: string;
  page: TCustomHtmlPage | '';
  course_id: string;
  module_id: string;
  lesson_id: string;
  community_id: string;
  /** the allowed hosts as the panel's text, one per line */
  allowed_hosts: string;
}

export const CUSTOM_HTML_FORM_DEFAULTS: TCustomHtmlForm = {
  title: '',
  html: '',
  page: '',
  course_id: '',
  module_id: '',
  lesson_id: '',
  community_id: '',
  allowed_hosts: '',
};

export const ZCustomHtmlId = z.object({ id: z.string().regex(UUID_RE, 'errors.notFound') });
export const ZCustomHtmlVersionParams = z.object({
  id: z.string().regex(UUID_RE, 'errors.notFound'),
  versionId: z.string().regex(UUID_RE, 'errors.notFound'),
});
export const ZCustomHtmlPageParams = z.object({
  page: z.enum(CUSTOM_HTML_PAGES, { message: 'customHtml.pageRequired' }),
});
export const ZCustomHtmlListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
/** the preview form posts the editor's HTML and allowed hosts as they are (urlencoded, `html`, `allowed_hosts`) */
export const ZCustomHtmlPreviewBody = z.object({
  html: z
    .string({ message: 'customHtml.htmlRequired' })
    .refine((v) => htmlBytes(v) <= CUSTOM_HTML_MAX_BYTES, 'customHtml.htmlTooLarge'),
  allowed_hosts: ZAllowedHosts,
});

/** A block as the API answers it (the list leaves `html` out). */
export interface TCustomHtml {
  id: string;
  title: string;
  page: TCustomHtmlPage;
  course_id: string | null;
  module_id: string | null;
  lesson_id: string | null;
  community_id: string | null;
  /** hosts the block may load scripts from, call and post forms to (ADR 0242) */
  allowed_hosts: string[];
  created_at: string;
  updated_at: string;
  html?: string;
}

export interface TCustomHtmlList {
  data: TCustomHtml[];
  current_page: number;
  next_page: number | null;
}

export interface TCustomHtmlVersion {
  id: string;
  title: string;
  page: TCustomHtmlPage;
  html: string;
  author_name: string;
  created_at: string;
}

/** What a student page renders: one framed document per block. */
export interface TCustomHtmlFrame {
  id: string;
  title: string;
}

/** The kind of page being viewed and its resources, to pick the blocks that target it. */
export type TCustomHtmlTarget =
  | { page: 'homepage' | 'favorite' | 'product' | 'profile' | 'search' }
  | { page: 'course'; courseId: string }
  | { page: 'module'; courseId: string; moduleId: string }
  | { page: 'lesson'; courseId: string; moduleId: string; lessonId: string }
  | { page: 'community'; communityId: string };

export { CUSTOM_HTML_MAX_HEIGHT, CUSTOM_HTML_SANDBOX, embedPath } from './frame';
export const EMBED_PREVIEW_PATH = '/api/embed/custom-html/preview';
