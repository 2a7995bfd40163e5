import dynamic from 'next/dynamic';
import {
  Award,
  BadgeCheck,
  ChartColumn,
  Code,
  Package,
  Plug,
  FileText,
  GraduationCap,
  Image as ImageIcon,
  LayoutTemplate,
  LogIn,
  MonitorPlay,
  Palette,
  PanelBottom,
  PanelTop,
  Radio,
  Search,
  UserCog,
  Users,
} from 'lucide-react';

// The options of the edit-mode drawer (SPEC.md sections 1 and 2.5), in the spec's order. A feature
// goes live by flipping its entry: status 'link' with an href (e.g. /quiz), or 'panel' with a
// component that the drawer opens as a sub-panel (back button, help link).

export type { PanelEntry, PanelGroup, PanelId, PanelProps, PanelStatus } from './types';
export { PANEL_GROUPS } from './types';
export { entryAllowed, groupEntries } from './groups';
import type { PanelEntry } from './types';

const BannerSettingsPanel = dynamic(() => import('@/components/banners/banner-settings-panel'));
const ShowcasePanel = dynamic(() =>
  import('@/components/showcase/panel/showcase-panel').then((m) => m.ShowcasePanel),
);

export const PANEL_REGISTRY: readonly PanelEntry[] = [
  {
    id: 'showcase',
    group: 'content',
    action: 'content.edit',
    labelKey: 'options.showcase',
    status: 'panel',
    icon: LayoutTemplate,
    panel: ShowcasePanel,
  },
  {
    id: 'appearance',
    group: 'look',
    action: 'look.edit',
    labelKey: 'options.appearance',
    status: 'panel',
    icon: Palette,
    panel: dynamic(() => import('@/components/appearance/appearance-panel')),
  },
  {
    id: 'main-banner',
    group: 'look',
    action: 'look.edit',
    labelKey: 'options.mainBanner',
    status: 'panel',
    icon: ImageIcon,
    panel: BannerSettingsPanel,
  },
  {
    id: 'quizzes',
    group: 'content',
    action: 'content.edit',
    labelKey: 'options.quizzes',
    status: 'panel',
    icon: FileText,
    panel: dynamic(() => import('@/components/quizzes/quizzes-panel')),
  },
  {
    id: 'login-page',
    group: 'look',
    action: 'look.edit',
    labelKey: 'options.loginPage',
    status: 'panel',
    icon: LogIn,
    panel: dynamic(() => import('@/components/login-page/login-page-panel')),
  },
  {
    id: 'lesson-page',
    group: 'look',
    action: 'look.edit',
    labelKey: 'options.lessonPage',
    status: 'panel',
    icon: MonitorPlay,
    panel: dynamic(() => import('@/components/lesson/panel/lesson-panel')),
  },
  {
    id: 'header',
    group: 'look',
    action: 'look.edit',
    labelKey: 'options.header',
    status: 'panel',
    icon: PanelTop,
    panel: dynamic(() => import('@/components/frame/header-links-panel')),
  },
  {
    id: 'footer',
    group: 'look',
    action: 'look.edit',
    labelKey: 'options.footer',
    status: 'panel',
    icon: PanelBottom,
    panel: dynamic(() => import('@/components/frame/footer-panel')),
  },
  {
    id: 'seo',
    group: 'settings',
    action: 'settings.edit',
    labelKey: 'options.seo',
    status: 'panel',
    icon: Search,
    panel: dynamic(() => import('@/components/frame/seo-panel')),
  },
  {
    id: 'community',
    group: 'community',
    action: 'community.manage',
    labelKey: 'options.community',
    status: 'panel',
    icon: Users,
    panel: dynamic(() => import('@/components/communities/communities-panel')),
  },
  {
    id: 'gamification',
    group: 'community',
    action: 'gamification.manage',
    labelKey: 'options.gamification',
    status: 'panel',
    icon: Award,
    panel: dynamic(() => import('@/components/gamification/panel/gamification-panel')),
  },
  {
    id: 'custom-html',
    group: 'look',
    action: 'look.edit',
    labelKey: 'options.customHtml',
    status: 'panel',
    icon: Code,
    panel: dynamic(() => import('@/components/custom-html/custom-html-panel')),
  },
  {
    // what the school learns from its members (issue 49, docs/adr/0530): owner and admin only
    id: 'insights',
    group: 'membersSales',
    action: 'insights.read',
    labelKey: 'options.insights',
    status: 'panel',
    icon: ChartColumn,
    panel: dynamic(() => import('@/components/insights/insights-panel')),
  },
  {
    // lives scheduled and edited from any page, as on /live (issue 54, ADR 0289)
    id: 'lives',
    group: 'content',
    action: 'content.edit',
    labelKey: 'options.lives',
    status: 'panel',
    icon: Radio,
    panel: dynamic(() => import('@/components/lives/lives-panel')),
  },
  {
    id: 'certificates',
    group: 'content',
    action: 'content.edit',
    labelKey: 'options.certificates',
    status: 'panel',
    icon: BadgeCheck,
    panel: dynamic(() => import('@/components/certificates/certificates-panel')),
  },
  {
    id: 'team',
    group: 'settings',
    action: 'team.manage',
    labelKey: 'options.team',
    status: 'panel',
    icon: UserCog,
    panel: dynamic(() => import('@/components/team/team-panel')),
  },
  {
    id: 'members',
    group: 'membersSales',
    action: 'members.read',
    labelKey: 'options.members',
    status: 'panel',
    icon: GraduationCap,
    panel: dynamic(() => import('@/components/members/members-panel')),
  },
  {
    id: 'products',
    group: 'membersSales',
    action: 'products.manage',
    labelKey: 'options.products',
    status: 'panel',
    icon: Package,
    panel: dynamic(() => import('@/components/access/products-panel')),
  },
  {
    id: 'integrations',
    group: 'membersSales',
    action: 'integrations.manage',
    labelKey: 'options.integrations',
    status: 'panel',
    icon: Plug,
    panel: dynamic(() => import('@/components/access/integrations-panel')),
  },
];

/** An entry can be used only when its status has what it needs (a link needs an href, a panel a component). */
export function isUsable(entry: PanelEntry): boolean {
  if (entry.status === 'link') return !!entry.href;
  if (entry.status === 'panel') return !!entry.panel;
  return false;
}
