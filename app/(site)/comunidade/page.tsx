import { redirect } from 'next/navigation';
import { soleCommunity } from '@/lib/communities/feed/access';
import { explorerPageData } from '@/lib/communities/feed/page';
import { communityPages } from '@/lib/communities/feed/thread-paths';

// /comunidade?tenant={tenant}: where the header's 'Comunidade' leads (ADR 0267). The principal community
// when it is the only one the member would see, else the explorer. Renders nothing of its own.
export default async function ComunidadePage({
  searchParams,
}: {
  searchParams: Promise<{ tenant?: string }>;
}) {
  const { tenant } = await searchParams;
  const data = await explorerPageData(tenant);
  const sole = soleCommunity(data.communities);
  redirect(sole ? communityPages.community(data.tenantId, sole) : communityPages.explorer(data.tenantId));
}
