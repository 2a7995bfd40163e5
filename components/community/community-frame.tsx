import type { CSSProperties, ReactNode } from 'react';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import type { CommunityView } from '@/lib/communities/feed/access';
import { communityPaint, communityShadow, readableText } from '@/lib/communities/feed/contrast';
import { FontStylesheets } from '@/components/shell/font-stylesheets';
import { safeColor, safeFont } from '@/lib/shell/theme';

/**
 * The community's own look around its pages: background, text colours and font (validated hex colours
 * and known font names only, so nothing from the record reaches CSS unchecked). #121212 means none. Its
 * cards carry a shadow in its `shadow_color` (--community-shadow).
 */
export function CommunityFrame({ community, children }: { community: CommunityView; children: ReactNode }) {
  // a custom colour tints the page; text is kept at 4.5:1 or more on it (lib/communities/feed/contrast.ts)
  // one of the old form's 17 named backgrounds paints its gradient (communityPaint)
  const { background: paint, base: background } = communityPaint(community.backgroundColor);
  const style = {
    background: paint,
    '--community-shadow': communityShadow(community.shadowColor),
    color: readableText(safeColor(community.primaryTextColor, '#FFFFFF'), background),
    fontFamily: `'${safeFont(community.fontFamily)}', sans-serif`,
    '--community-secondary': readableText(safeColor(community.secondaryTextColor, '#A1A1AA'), background),
  } as CSSProperties;
  return (
    <div data-testid="community-page" className="min-h-screen" style={style}>
      <FontStylesheets families={[community.fontFamily]} />
      {/* the common student frame (decision 128); the feed keeps a readable column inside it */}
      <div className={PAGE_FRAME}>
        <div className="flex max-w-5xl flex-col gap-6">{children}</div>
      </div>
    </div>
  );
}
