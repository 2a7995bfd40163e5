import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { BlockedState } from '@/components/community/blocked-state';
import { CommunityFrame } from '@/components/community/community-frame';
import { PostThread } from '@/components/community/post-thread';
import { pageMetadata } from '@/components/shell/page-metadata';
import { postPageData } from '@/lib/communities/feed/page';
import { communityPages } from '@/lib/communities/feed/schemas';

type Params = { params: Promise<{ postId: string; tenant: string; communityId: string }> };

export async function generateMetadata(props: Params): Promise<Metadata> {
  const { postId, tenant, communityId } = await props.params;
  const data = await postPageData(postId, tenant, communityId);
  if (data.thread?.post.title) return { title: data.thread.post.title };
  return pageMetadata('post')();
}

// /comunidade/post/{postId}/{tenant}/{communityId}: one post with its comments, replies and reply boxes.
export default async function CommunityPostPage(props: Params) {
  const { postId, tenant, communityId } = await props.params;
  const [t, data] = await Promise.all([
    getTranslations('community.post'),
    postPageData(postId, tenant, communityId),
  ]);
  return (
    <CommunityFrame community={data.community}>
      {/* the page's heading for assistive tech: the post's title, else the community's (issue 14) */}
      <h1 className="sr-only">{data.thread?.post.title || data.community.title}</h1>
      <AppLink
        href={communityPages.community(data.tenantId, data.community.id)}
        className="inline-flex items-center gap-2 text-sm opacity-80 hover:opacity-100"
        data-testid="post-back"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t('back')}
      </AppLink>
      {data.state === 'blocked' ? (
        <BlockedState tenantId={data.tenantId} metadata={data.metadata} />
      ) : (
        data.thread && (
          <PostThread tenantId={data.tenantId} allows={data.community.allows} first={data.thread} />
        )
      )}
    </CommunityFrame>
  );
}
