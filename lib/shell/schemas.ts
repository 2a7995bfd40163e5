import type { TeamRole } from '@/lib/auth/permissions';
import { z } from 'zod';

// Shapes shared by the shell's server code and its client components (client-importable).

/** One custom header link as the list call answers it (SPEC.md section 3 "Custom header link"). */
export const ZShellLink = z.object({
  id: z.string(),
  link_title: z.string(),
  link_url: z.string(),
  order: z.number().int(),
  tenant_id: z.string(),
});
export type TShellLink = z.infer<typeof ZShellLink>;

/** GET /api/auth/config/plataforma/links/index/{tenant} answers `{ data: { data: TShellLink[] } }`. */
export interface TShellLinksResponse {
  data: { data: TShellLink[] };
}

export const ZLinksIndexParams = z.object({ tenant: z.string().min(1).max(64) });

export interface TShellSettings {
  logo_horizontal: string | null;
  logo_square: string | null;
  favicon: string | null;
  primary_color: string;
  text_color: string;
  background_color_primary: string;
  background_color_secondary: string;
  font_primary: string;
  /** over the home banners and the login banner (ADR 0263) */
  overlay_color: string;
  /** 0..100 */
  overlay_intensity: number;
  /** the showcase cards' shadow: 0 none, 1 small, 2 medium, 3 large */
  shadow_size: number;
  show_communities_page: boolean;
  sidebar: boolean;
  showcase: boolean;
  seo_name: string | null;
  seo_description: string | null;
}

export interface TShellUser {
  name: string;
  email: string;
  photo_url: string | null;
  /** SPEC.md section 3 "User": Downloads only with the player inside the app wrapper; always false for now */
  hasThePlayer: boolean;
}

export interface TShellData {
  tenant: { id: string; name: string };
  settings: TShellSettings;
  links: TShellLink[];
  hasCommunity: boolean;
  /** a live is on or scheduled: the side menu links /live */
  hasLives: boolean;
  user: TShellUser | null;
  canEdit: boolean;
  /** the member's role in this school (the edit drawer shows only its sections, ADR 0502); null signed out */
  role: TeamRole | null;
  /** editors only: the help centre the edit panel links to (HELP_CENTER_URL), else null */
  helpUrl: string | null;
}
