import { roleCan, type TeamRole } from '@/lib/auth/permissions';
import { PANEL_GROUPS, type PanelEntry, type PanelGroup } from './types';

// Which edit-drawer entries a role sees, and in which group (ADR 0502). Apart from the registry so it
// can be tested without loading the panels.

/** Whether a role sees an entry: its action, by default owner and admin only (ADR 0502). */
export const entryAllowed = (entry: PanelEntry, role: TeamRole | null | undefined) =>
  roleCan(role, entry.action ?? 'school.admin');

/**
 * The entries a role may use, by group in the drawer's order (registry order within a group); groups
 * left empty are dropped. An entry without a group goes to 'settings'.
 */
export function groupEntries(
  entries: readonly PanelEntry[],
  role: TeamRole | null | undefined,
): { group: PanelGroup; entries: PanelEntry[] }[] {
  const allowed = entries.filter((e) => entryAllowed(e, role));
  return PANEL_GROUPS.map((group) => ({
    group,
    entries: allowed.filter((e) => (e.group ?? 'settings') === group),
  })).filter((g) => g.entries.length > 0);
}
