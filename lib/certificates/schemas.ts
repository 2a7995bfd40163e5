import { z } from 'zod';

// Certificates (issue 49): the editor's settings form, the revocation and the answers. Client-importable;
// messages are keys under `certificates`.

export const SIGNER_NAME_MAX = 120;
export const REVOKE_REASON_MAX = 500;
export const REQUIRED_QUIZZES_MAX = 20;
export const HOURS_MAX = 10_000;
export const CERTIFICATES_PAGE_SIZE = 20;

export const ZCertificateSettingsBody = z
  .object({
    enabled: z.boolean({ error: 'certificates.invalidEnabled' }),
    required_percent: z
      .number({ error: 'certificates.invalidPercent' })
      .int('certificates.invalidPercent')
      .min(1, 'certificates.invalidPercent')
      .max(100, 'certificates.invalidPercent'),
    required_quiz_ids: z
      .array(z.string().uuid('certificates.invalidQuiz'))
      .max(REQUIRED_QUIZZES_MAX, 'certificates.tooManyQuizzes'),
    signer_name: z.string().trim().max(SIGNER_NAME_MAX, 'certificates.signerTooLong'),
    /** null: the sum of the lesson durations */
    hours: z
      .number({ error: 'certificates.invalidHours' })
      .int('certificates.invalidHours')
      .min(1, 'certificates.invalidHours')
      .max(HOURS_MAX, 'certificates.invalidHours')
      .nullable(),
    /** an upload key of kind certificate-background, or null for none */
    background: z.string().max(500).nullable(),
  })
  .strict();
export type TCertificateSettingsBody = z.infer<typeof ZCertificateSettingsBody>;

export const ZCourseParams = z.object({ courseId: z.string().uuid('certificates.courseNotFound') });
export const ZCertificateParams = z.object({ id: z.string().uuid('certificates.notFound') });

export const ZRevokeBody = z
  .object({
    reason: z
      .string({ error: 'certificates.reasonRequired' })
      .trim()
      .min(1, 'certificates.reasonRequired')
      .max(REVOKE_REASON_MAX, 'certificates.reasonTooLong'),
  })
  .strict();
export type TRevokeBody = z.infer<typeof ZRevokeBody>;

/** the keyset cursor: the last row's id of the previous page */
const cursor = z.string().uuid('certificates.invalidCursor').optional();
export const ZMineListQuery = z.object({ after: cursor });
export const ZIssuedListQuery = z.object({
  course_id: z.string({ error: 'certificates.courseNotFound' }).uuid('certificates.courseNotFound'),
  after: cursor,
});

export interface TCertificateSettingsView {
  course_id: string;
  course_title: string;
  enabled: boolean;
  required_percent: number;
  required_quiz_ids: string[];
  signer_name: string;
  hours: number | null;
  /** the sum of the lesson durations in hours, used when `hours` is null */
  default_hours: number;
  background: string | null;
  background_url: string | null;
  /** the template's look, read from Aparência */
  school_name: string;
  primary_color: string;
  logo_url: string | null;
  quizzes: { id: string; name: string }[];
}

/** One issued certificate, as its holder and the editors see it. */
export interface TCertificateView {
  id: string;
  code: string;
  course_id: string;
  course_title: string;
  holder_name: string;
  hours: number;
  completed_at: string;
  revoked: boolean;
  revoked_reason: string | null;
  pdf_url: string;
  verify_url: string;
}

export interface TCertificatePage {
  items: TCertificateView[];
  next: string | null;
}
