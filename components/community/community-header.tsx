import type { CommunityView } from '@/lib/communities/feed/access';
import { communityPages } from '@/lib/communities/feed/thread-paths';
import { CopyLinkButton } from './copy-link-button';

/** The community's cover, title and description, in its own colours and font. */
export function CommunityHeader({ community, tenantId }: { community: CommunityView; tenantId: string }) {
  return (
    <header data-testid="community-header" className="overflow-hidden rounded-xl">
      {community.coverUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- a stored upload at 1210x240
        <img src={community.coverUrl} alt="" className="aspect-[1210/240] w-full object-cover" />
      )}
      <div className="px-1 py-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold md:text-3xl" data-testid="community-title">
            {community.title}
          </h1>
          <CopyLinkButton path={communityPages.community(tenantId, community.id)} />
        </div>
        {community.description && (
          <p className="mt-1 whitespace-pre-wrap" style={{ color: 'var(--community-secondary)' }}>
            {community.description}
          </p>
        )}
      </div>
    </header>
  );
}
