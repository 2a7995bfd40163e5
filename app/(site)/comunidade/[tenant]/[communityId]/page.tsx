import type { Metadata } from 'next';
import { BlockedState } from '@/components/community/blocked-state';
import { CommunityFeed } from '@/components/community/community-feed';
import { CommunityFrame } from '@/components/community/community-frame';
import { CommunityHeader } from '@/components/community/community-header';
import { ContinueWatching } from '@/components/community/continue-watching';
import { communityPageData } from '@/lib/communities/page';

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
  return (
    <CommunityFrame community={data.community}>
      <CommunityHeader community={data.community} tenantId={data.tenantId} />
      {data.state === 'blocked' ? (
        <BlockedState tenantId={data.tenantId} metadata={data.metadata} />
      ) : (
        <>
          <ContinueWatching cards={data.continueCards} />
          {/* Ranking panel: components/gamification/ranking-panel (gamification issue) goes here when
              data.community.showRanking is on; nothing is rendered for it until then. */}
          <CommunityFeed
            communityId={data.community.id}
            tenantId={data.tenantId}
            allows={data.community.allows}
            firstPage={data.firstPage!}
          />
        </>
      )}
    </CommunityFrame>
  );
}
