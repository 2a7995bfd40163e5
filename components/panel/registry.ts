import dynamic from 'next/dynamic';
import {
  Award,
  Code,
  FileText,
  Image as ImageIcon,
  LayoutTemplate,
  LogIn,
  MonitorPlay,
  Palette,
  PanelBottom,
  PanelTop,
  Search,
  UserCog,
  Users,
} from 'lucide-react';

// The options of the edit-mode drawer (SPEC.md sections 1 and 2.5), in the spec's order. A feature
// goes live by flipping its entry: status 'link' with an href (e.g. /quiz), or 'panel' with a
// component that the drawer opens as a sub-panel (back button, help link).

export type { PanelEntry, PanelId, PanelProps, PanelStatus } from './types';
import type { PanelEntry } from './types';

const BannerSettingsPanel = dynamic(() => import('@/components/banners/banner-settings-panel'));
const ShowcasePanel = dynamic(() =>
  import('@/components/showcase/panel/showcase-panel').then((m) => m.ShowcasePanel),
);

export const PANEL_REGISTRY: readonly PanelEntry[] = [
  {
    id: 'showcase',
    labelKey: 'options.showcase',
    status: 'panel',
    icon: LayoutTemplate,
    panel: ShowcasePanel,
  },
  {
    id: 'appearance',
    labelKey: 'options.appearance',
    status: 'panel',
    icon: Palette,
    panel: dynamic(() => import('@/components/appearance/appearance-panel')),
  },
  {
    id: 'main-banner',
    labelKey: 'options.mainBanner',
    status: 'panel',
    icon: ImageIcon,
    panel: BannerSettingsPanel,
  },
  {
    id: 'quizzes',
    labelKey: 'options.quizzes',
    status: 'panel',
    icon: FileText,
    panel: dynamic(() => import('@/components/quizzes/quizzes-panel')),
  },
  {
    id: 'login-page',
    labelKey: 'options.loginPage',
    status: 'panel',
    icon: LogIn,
    panel: dynamic(() => import('@/components/login-page/login-page-panel')),
  },
  {
    id: 'lesson-page',
    labelKey: 'options.lessonPage',
    status: 'panel',
    icon: MonitorPlay,
    panel: dynamic(() => import('@/components/lesson/panel/lesson-panel')),
  },
  {
    id: 'header',
    labelKey: 'options.header',
    status: 'panel',
    icon: PanelTop,
    panel: dynamic(() => import('@/components/frame/header-links-panel')),
  },
  {
    id: 'footer',
    labelKey: 'options.footer',
    status: 'panel',
    icon: PanelBottom,
    panel: dynamic(() => import('@/components/frame/footer-panel')),
  },
  {
    id: 'seo',
    labelKey: 'options.seo',
    status: 'panel',
    icon: Search,
    panel: dynamic(() => import('@/components/frame/seo-panel')),
  },
  {
    id: 'community',
    labelKey: 'options.community',
    status: 'panel',
    icon: Users,
    panel: dynamic(() => import('@/components/communities/communities-panel')),
  },
  {
    id: 'gamification',
    labelKey: 'options.gamification',
    status: 'panel',
    icon: Award,
    panel: dynamic(() => import('@/components/gamification/panel/gamification-panel')),
  },
  {
    id: 'custom-html',
    labelKey: 'options.customHtml',
    status: 'panel',
    icon: Code,
    panel: dynamic(() => import('@/components/custom-html/custom-html-panel')),
  },
  {
    id: 'members',
    labelKey: 'options.members',
    status: 'panel',
    icon: UserCog,
    panel: dynamic(() => import('@/components/members/members-panel')),
  },
];

/** An entry can be used only when its status has what it needs (a link needs an href, a panel a component). */
export function isUsable(entry: PanelEntry): boolean {
  if (entry.status === 'link') return !!entry.href;
  if (entry.status === 'panel') return !!entry.panel;
  return false;
}
