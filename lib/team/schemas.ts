import { z } from 'zod';
import { TEAM_ROLES } from '@/lib/auth/permissions';

// Request and answer shapes of the Equipe endpoints (issue 48, ADR 0501), shared by the panel's forms.

export const TEAM_PAGE_SIZE = 50;

const Email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.invalidEmail' })
  .pipe(z.email({ error: 'validation.invalidEmail' }));

export const ZTeamRole = z.enum(TEAM_ROLES, { error: 'team.roleInvalid' });

export const ZInviteBody = z.object({
  email: Email,
  name: z.string().trim().max(120, { error: 'team.nameTooLong' }).optional(),
  role: ZTeamRole,
});
export type TInviteBody = z.infer<typeof ZInviteBody>;

export const ZRoleBody = z.object({ role: ZTeamRole });
export type TRoleBody = z.infer<typeof ZRoleBody>;

export const ZTeamParams = z.object({ userId: z.uuid({ error: 'validation.invalidUuid' }) });

export const ZTeamQuery = z.object({
  cursor: z.uuid({ error: 'validation.invalidUuid' }).optional(),
});

export interface TTeamMember {
  user_id: string;
  name: string;
  email: string;
  role: string;
  /** the signed-in member: the panel marks them "você" */
  me: boolean;
}

export interface TTeamPage {
  items: TTeamMember[];
  next_cursor: string | null;
}

export interface TInviteResult {
  member: TTeamMember;
  /** false when the address was sent too many links lately (the invitation stands, no e-mail left) */
  mailed: boolean;
}
