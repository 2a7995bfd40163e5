import type { CSSProperties, ReactNode } from 'react';
import type { CommunityView } from '@/lib/communities/access';
import { safeColor, safeFont } from '@/lib/shell/theme';

/**
 * The community's own look around its pages: background, text colours and font (validated hex colours
 * and known font names only, so nothing from the record reaches CSS unchecked). #121212 means none.
 */
export function CommunityFrame({ community, children }: { community: CommunityView; children: ReactNode }) {
  const style = {
    backgroundColor: safeColor(community.backgroundColor, '#121212'),
    color: safeColor(community.primaryTextColor, '#FFFFFF'),
    fontFamily: `'${safeFont(community.fontFamily)}', sans-serif`,
    '--community-secondary': safeColor(community.secondaryTextColor, '#A1A1AA'),
  } as CSSProperties;
  return (
    <div data-testid="community-page" className="min-h-screen pt-20 pb-16 lg:pt-24" style={style}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4">{children}</div>
    </div>
  );
}
