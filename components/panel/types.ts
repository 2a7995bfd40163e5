import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Action } from '@/lib/auth/permissions';

// The types of the edit drawer's options, apart from the registry (components/panel/registry.ts): the
// panels import PanelProps from here, so no panel imports the registry that loads it.

export type PanelStatus = 'soon' | 'link' | 'panel';

export type PanelId =
  | 'showcase'
  | 'appearance'
  | 'main-banner'
  | 'quizzes'
  | 'login-page'
  | 'lesson-page'
  | 'header'
  | 'footer'
  | 'seo'
  | 'community'
  | 'gamification'
  | 'custom-html'
  | 'certificates'
  | 'team'
  | 'products'
  | 'integrations'
  | 'members'
  | 'insights'
  | 'lives';

export interface PanelProps {
  /** the host's tenant, for the calls that name it */
  tenantId: string;
  /** back to the list of options */
  onBack: () => void;
  /** close the whole drawer (e.g. after a save that reloads the page) */
  onClose: () => void;
}

/**
 * The drawer's groups, in the order it shows them (ADR 0502); the label is `panel.groups.<group>`.
 * An entry without one lands in 'settings'.
 */
export const PANEL_GROUPS = ['content', 'membersSales', 'look', 'community', 'settings'] as const;
export type PanelGroup = (typeof PANEL_GROUPS)[number];

export interface PanelEntry {
  id: PanelId;
  /** where the drawer lists it (default 'settings') */
  group?: PanelGroup;
  /**
   * What the section lets one change (lib/auth/permissions.ts): a role without it does not see the entry.
   * Default 'school.admin' (owner and admin), so an entry added without one stays safe.
   */
  action?: Action;
  /** key under the `panel` namespace */
  labelKey: `options.${string}`;
  status: PanelStatus;
  icon: LucideIcon;
  /** for status 'link' */
  href?: string;
  /** external help-centre article shown in the sub-panel's header */
  help?: string;
  /** for status 'panel'; load it with next/dynamic so the drawer stays light */
  panel?: ComponentType<PanelProps>;
}
