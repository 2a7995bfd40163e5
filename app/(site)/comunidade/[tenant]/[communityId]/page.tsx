import type { Metadata } from 'next';
import { BlockedState } from '@/components/community/blocked-state';
import { CommunityFeed } from '@/components/community/community-feed';
import { CommunityFrame } from '@/components/community/community-frame';
import { CommunityHeader } from '@/components/community/community-header';
import { CommunityRanking } from '@/components/community/community-ranking';
import { ContinueWatching } from '@/components/community/continue-watching';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { COMMUNITY_RANKING_LIMIT, communityPageData } from '@/lib/communities/feed/page';
import { ATTACHMENT_KINDS, ATTACHMENT_UPLOAD_KIND, type TAttachmentKind } from '@/lib/communities/feed/paths';
import { acceptAttribute } from '@/lib/server/storage/kinds';
import { framesFor } from '@/lib/custom-html/service';
import { loadShell } from '@/lib/shell/page';

// The composer's file pickers: their `accept` lists are read here, so that the upload kinds' table stays
// out of the page's JavaScript (decision 361).
const ACCEPT = Object.fromEntries(
  ATTACHMENT_KINDS.map((k) => [k, acceptAttribute(ATTACHMENT_UPLOAD_KIND[k])]),
) as Record<TAttachmentKind, string>;

type Params = { params: Promise<{ tenant: string; communityId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { tenant, communityId } = await params;
  const data = await communityPageData(tenant, communityId);
  return { title: data.community.title };
}

// /comunidade/{tenant}/{communityId}: the community's header, composer and feed, or the blocked state.
export default async function CommunityPage({ params }: Params) {
  const { tenant, communityId } = await params;
  const data = await communityPageData(tenant, communityId);
  const shell = data.state === 'blocked' ? null : await loadShell();
  const frames = shell
    ? await framesFor(shell.ctx, { page: 'community', communityId: data.community.id })
    : [];
  return (
    <CommunityFrame community={data.community}>
      <CommunityHeader community={data.community} tenantId={data.tenantId} />
      {data.state === 'blocked' ? (
        <BlockedState tenantId={data.tenantId} metadata={data.metadata} />
      ) : (
        <>
          <ContinueWatching cards={data.continueCards} />
          <div
            className={data.ranking ? 'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]' : undefined}
          >
            <CommunityFeed
              communityId={data.community.id}
              tenantId={data.tenantId}
              allows={data.community.allows}
              accept={ACCEPT}
              firstPage={data.firstPage!}
            />
            {data.ranking && (
              <aside className="lg:sticky lg:top-24 lg:self-start">
                <CommunityRanking
                  initial={data.ranking}
                  limit={COMMUNITY_RANKING_LIMIT}
                  currentUserId={data.userId}
                />
              </aside>
            )}
          </div>
          <CustomHtmlBlocks frames={frames} />
        </>
      )}
    </CommunityFrame>
  );
}
