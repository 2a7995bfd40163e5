import { z } from 'zod';

// The 'Alunos' panel (issue 47): the members list, a member's page and its actions, invitations and the
// CSV import. Client-importable (editor forms only); messages are keys of the `members` namespace.

export const MEMBERS_PAGE_SIZE = 25;
export const MEMBER_SEARCH_MAX = 100;
export const INVITE_MAX_EMAILS = 200;
export const IMPORT_MAX_ROWS = 100_000;
/** the multipart body of an import: 100k rows of e-mail, name, product and date fit well under it */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
export const IMPORT_POLL_MS = 1500;

export const MEMBER_STATUSES = ['active', 'expired', 'never', 'deactivated'] as const;
export type TMemberStatusFilter = (typeof MEMBER_STATUSES)[number];

/** GET /api/auth/members */
export const ZMembersQuery = z.object({
  q: z.string().trim().max(MEMBER_SEARCH_MAX, 'members.searchTooLong').optional(),
  product: z.uuid({ message: 'members.invalidProduct' }).optional(),
  status: z.enum(MEMBER_STATUSES, { message: 'members.invalidStatus' }).optional(),
  /** the last row's membership id of the previous page (keyset) */
  cursor: z.uuid({ message: 'members.invalidCursor' }).optional(),
});
export type TMembersQuery = z.output<typeof ZMembersQuery>;

export const ZMemberParams = z.object({ userId: z.uuid({ message: 'errors.notFound' }) });

export interface TMemberGrant {
  product_id: string;
  product_title: string;
  granted_at: string;
  expires_at: string | null;
  active: boolean;
  origin: string;
  origin_ref: string | null;
}

export interface TCourseProgress {
  course_id: string;
  title: string;
  lessons: number;
  completed: number;
  percent: number;
}

export interface TMemberRow {
  user_id: string;
  name: string;
  email: string;
  role: string;
  joined_at: string;
  last_access_at: string | null;
  deactivated: boolean;
  points: number;
  grants: TMemberGrant[];
  progress: TCourseProgress[];
}

export interface TMembersPage {
  items: TMemberRow[];
  next_cursor: string | null;
}

export interface TAccessEvent {
  kind: string;
  product_id: string;
  product_title: string;
  origin: string;
  origin_ref: string | null;
  expires_at: string | null;
  at: string;
}

export interface TMemberDetail extends TMemberRow {
  history: TAccessEvent[];
}

/** POST /api/auth/members/{userId}/grant */
export const ZGrantBody = z.object({
  product_id: z.uuid({ message: 'members.invalidProduct' }),
  /** an explicit end (ISO date or date-time); none = the product's access length */
  expires_at: z.iso.datetime({ offset: true, message: 'members.invalidDate' }).optional(),
});
export type TGrantBody = z.output<typeof ZGrantBody>;

/** POST /api/auth/members/{userId}/revoke */
export const ZRevokeBody = z.object({ product_id: z.uuid({ message: 'members.invalidProduct' }) });
export type TRevokeBody = z.output<typeof ZRevokeBody>;

const EMAIL_SPLIT = /[\s,;]+/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: string) => v.length <= 254 && EMAIL_RE.test(v);

/** The pasted addresses, split on spaces, commas, semicolons and new lines. */
export const splitEmails = (text: string) => [
  ...new Set(
    text
      .split(EMAIL_SPLIT)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/** POST /api/auth/members/invite */
export const ZInviteBody = z.object({
  emails: z
    .string()
    .max(INVITE_MAX_EMAILS * 260, 'members.tooManyEmails')
    .transform(splitEmails)
    .refine((l) => l.length > 0, 'members.emailsRequired')
    .refine((l) => l.length <= INVITE_MAX_EMAILS, 'members.tooManyEmails')
    .refine((l) => l.every(isEmail), 'members.invalidEmails'),
  product_id: z.uuid({ message: 'members.invalidProduct' }),
});
export type TInviteBody = z.output<typeof ZInviteBody>;
export type TInviteBodyInput = z.input<typeof ZInviteBody>;

export interface TInviteResult {
  invited: number;
  created: number;
}

/** POST /api/auth/members/imports (multipart: file, invite) */
export const ZImportBody = z.object({
  file: z
    .instanceof(Blob, { message: 'members.fileRequired' })
    .refine((f) => f.size > 0, 'members.fileRequired')
    .refine((f) => f.size <= IMPORT_MAX_BYTES, 'members.fileTooLarge'),
  invite: z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
});
export type TImportBody = z.output<typeof ZImportBody>;

export const ZImportParams = z.object({ id: z.uuid({ message: 'errors.notFound' }) });

export type TImportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface TImport {
  id: string;
  file_name: string;
  status: TImportStatus;
  total: number;
  done: number;
  rejected: number;
  created: number;
  invite: boolean;
  created_at: string;
  finished_at: string | null;
}

/** The reasons a CSV row is rejected (keys under members.reasons.*, also written in the report). */
export const IMPORT_REASONS = [
  'invalidEmail',
  'nameTooLong',
  'unknownProduct',
  'archivedProduct',
  'invalidDate',
  'duplicateInFile',
  'tooManyColumns',
  'tooManyRows',
] as const;
export type TImportReason = (typeof IMPORT_REASONS)[number];
