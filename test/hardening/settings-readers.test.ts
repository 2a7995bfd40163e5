import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZUpdateCustomBasicBody } from '@/lib/appearance/schemas';
import { ZCommunityUpdateBody, ZOldCommunityCreateBody } from '@/lib/communities/admin/schemas';

// Every field an edit-panel form saves, with the student-side module that reads it (issue 50: a switch
// that saves and changes nothing makes admins distrust the whole panel). A reader is a file and a piece
// of code in it that uses the field; a field nothing reads yet is a gap with the reason. A new field fails
// here until it has a reader or a gap; closing a gap fails here until its entry becomes a reader.

type Reader = readonly [file: string, code: string] | { gap: string };

const APPEARANCE: Record<string, Reader> = {
  name: ['lib/frame/site.ts', 'seoName'],
  theme_classes: ['lib/lesson/settings.ts', 'themeClasses'],
  primary_color: ['lib/shell/theme.ts', 's.primary_color'],
  text_color: ['lib/shell/theme.ts', 's.text_color'],
  background_color_primary: ['lib/shell/theme.ts', 's.background_color_primary'],
  background_color_secondary: ['lib/shell/theme.ts', 's.background_color_secondary'],
  font_primary: ['lib/shell/theme.ts', 's.font_primary'],
  overlay_color: ['lib/shell/theme.ts', 's.overlay_color'],
  overlay_intensity: ['lib/shell/theme.ts', 's.overlay_intensity'],
  shadow_size: ['lib/shell/theme.ts', 's.shadow_size'],
  show_carrousel_continue_class: ['lib/showcase/home.ts', 'showCarrouselContinueClass'],
  show_carrousel_continue_module: ['lib/showcase/home.ts', 'showCarrouselContinueModule'],
  show_carrousel_continue_course: ['lib/showcase/home.ts', 'showCarrouselContinueCourse'],
  show_carrousel_highlight: ['lib/showcase/home.ts', 'showCarrouselHighlight'],
  logo_horizontal: ['components/shell/header.tsx', 'logo_horizontal'],
  favicon: ['app/(site)/layout.tsx', 'favicon'],
  sidebar: ['lib/course/outline.ts', 'select: { sidebar: true }'],
  showcase: ['lib/showcase/home.ts', 'settings.showcase'],
  showcase_url_redirect: ['lib/showcase/open-showcase.ts', 'redirect?.trim()'],
  logo_square: ['lib/frame/manifest.ts', 'storedImageUrl(s?.logoSquare)'],
};

const ACCESS = 'lib/communities/feed/access.ts';
const FRAME = 'components/community/community-frame.tsx';
const PAGE = 'lib/communities/feed/page.ts';

const COMMUNITY_NEW: Record<string, Reader> = {
  title: [ACCESS, 'title: row.title'],
  description: [ACCESS, 'description: row.description'],
  background_color: [FRAME, 'communityPaint(community.backgroundColor)'],
  is_private: [ACCESS, 'row.isPrivate'],
  is_enabled: [ACCESS, '!row.active'],
  hide_channels_groups: { gap: 'ADR 0261: no channels or groups exist; not in the form, kept in the API' },
  has_continue_watching: [PAGE, 'showContinueWatching'],
  has_ranking: [PAGE, 'showRanking'],
  upsell_text: [ACCESS, 'upsell_text: row.upsellText'],
  upsell_link: [ACCESS, 'upsell_link: row.upsellLink'],
  cover_path: [ACCESS, 'storedImageUrl(row.coverPath)'],
};

const COMMUNITY_OLD: Record<string, Reader> = {
  title: COMMUNITY_NEW.title!,
  description: COMMUNITY_NEW.description!,
  background_color: COMMUNITY_NEW.background_color!,
  show_ranking: COMMUNITY_NEW.has_ranking!,
  show_continue_watching: COMMUNITY_NEW.has_continue_watching!,
  principal: [ACCESS, "principal: 'desc'"],
  primary_text_color: [FRAME, 'community.primaryTextColor'],
  secondary_text_color: [FRAME, 'community.secondaryTextColor'],
  shadow_color: [FRAME, 'communityShadow(community.shadowColor)'],
  font_family: [FRAME, 'community.fontFamily'],
  button_sales_text: COMMUNITY_NEW.upsell_text!,
  sales_url: COMMUNITY_NEW.upsell_link!,
  permissions_array: [ACCESS, 'communityProduct'],
  publication: [ACCESS, 'publications: row.publications'],
  comments: [ACCESS, 'comments: row.comments'],
  links: [ACCESS, 'links: row.links'],
  likes: [ACCESS, 'likes: row.likes'],
  text: [ACCESS, 'text: row.text'],
  allow_files: [ACCESS, 'files: row.allowFiles'],
  videos: [ACCESS, 'videos: row.videos'],
  images: [ACCESS, 'images: row.images'],
  carousels: [ACCESS, 'carousels: row.carousels'],
};

const FORMS = [
  ['Aparência (updateCustomBasic)', Object.keys(ZUpdateCustomBasicBody.shape), APPEARANCE],
  [
    'Comunidade, new form (PUT /api/v2/communities/{id})',
    Object.keys(ZCommunityUpdateBody.shape),
    COMMUNITY_NEW,
  ],
  [
    'Comunidade, classic form (create / edit-community)',
    Object.keys(ZOldCommunityCreateBody.shape),
    COMMUNITY_OLD,
  ],
] as const;

const NOT_SETTINGS = new Set(['tenant_id', 'tenantId', 'id']);
const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');

describe('every saved panel field has a student-side reader (issue 50)', () => {
  for (const [form, fields, readers] of FORMS) {
    it(form, () => {
      const saved = fields.filter((f) => !NOT_SETTINGS.has(f)).sort();
      expect(Object.keys(readers).sort(), `${form}: list each field's reader or gap`).toEqual(saved);
      for (const [field, reader] of Object.entries(readers)) {
        if ('gap' in reader) continue;
        const [file, code] = reader as readonly [string, string];
        expect(read(file), `${form}: ${field} read in ${file}`).toContain(code);
      }
    });
  }

  it('lists the known gaps (close one by naming its reader)', () => {
    const gaps = FORMS.flatMap(([form, , readers]) =>
      Object.entries(readers)
        .filter(([, r]) => 'gap' in r)
        .map(([field]) => `${form.split(' ')[0]} ${field}`),
    );
    expect(gaps).toEqual(['Comunidade, hide_channels_groups']);
  });
});
