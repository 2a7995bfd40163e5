// Who may do what in a school (issue 48, ADR 0500). Client-importable: the edit drawer and the Equipe
// panel read the same table the server checks in route() and the services. docs/permissions.md lists it
// (test/team/permissions-doc.test.ts renders the table from here and fails when the page drifts).

export const ROLES = ['owner', 'admin', 'editor', 'moderator', 'support', 'student'] as const;
export type TeamRole = (typeof ROLES)[number];
/** The roles of the team: every role but student. */
export const TEAM_ROLES = ['owner', 'admin', 'editor', 'moderator', 'support'] as const;

/**
 * One entry per action: the roles allowed to do it. 'public' and 'member.self' are the actions of
 * endpoints open to anyone and to any signed-in member (their own things); every other one is a power of
 * the team.
 */
export const PERMISSIONS = {
  public: ROLES,
  'member.self': ROLES,
  /** enter edit mode, see unpublished content, upload the editors' kinds of files: the whole team */
  'edit.enter': ['owner', 'admin', 'editor', 'moderator', 'support'],
  /** read what the team needs to pick from (products, courses, modules) in any panel */
  'catalog.read': ['owner', 'admin', 'editor', 'moderator', 'support'],
  'content.edit': ['owner', 'admin', 'editor'],
  'look.edit': ['owner', 'admin', 'editor'],
  'community.manage': ['owner', 'admin', 'moderator'],
  'community.moderate': ['owner', 'admin', 'moderator'],
  'gamification.manage': ['owner', 'admin', 'moderator'],
  'members.read': ['owner', 'admin', 'support'],
  'members.grant': ['owner', 'admin', 'support'],
  'certificates.revoke': ['owner', 'admin', 'support'],
  'products.manage': ['owner', 'admin'],
  'integrations.manage': ['owner', 'admin'],
  'insights.read': ['owner', 'admin'],
  'settings.edit': ['owner', 'admin'],
  'team.manage': ['owner', 'admin'],
  /**
   * The fallback of an `auth: 'editor'` endpoint that names no action yet: owner and admin only, never
   * looser than before the team roles (test/team/endpoint-actions.test.ts lists who still uses it).
   */
  'school.admin': ['owner', 'admin'],
} as const satisfies Record<string, readonly TeamRole[]>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** Whether a role may do an action; no role (anonymous) may only do 'public'. */
export function roleCan(role: TeamRole | null | undefined, action: Action): boolean {
  if (!role) return action === 'public';
  return (PERMISSIONS[action] as readonly TeamRole[]).includes(role);
}

/** `can(ctx, 'members.grant')`: the check of a request's (or a page's) role. */
export function can(ctx: { role: TeamRole | null }, action: Action): boolean {
  return roleCan(ctx.role, action);
}

/** A role that enters edit mode: every role of the team (each sees only the sections it may use). */
export const isTeamRole = (role: TeamRole | null | undefined): boolean => !!role && role !== 'student';

/** The action an endpoint without one is checked against: as strict as its `auth` level was. */
export function fallbackAction(auth: 'public' | 'user' | 'editor'): Action {
  return auth === 'public' ? 'public' : auth === 'user' ? 'member.self' : 'school.admin';
}
