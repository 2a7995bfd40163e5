import { ShortNotFound } from '@/components/frame/not-found-message';
import { notFoundMetadata, UnknownHostPage } from '@/components/frame/tenant-not-found';
import { loadSiteFrame } from '@/lib/frame/site';

export const generateMetadata = notFoundMetadata;

// The root boundary: what a layout's notFound() shows when no group boundary is closer. The layouts call
// it for a host no tenant owns, which gets the unknown-host page. Next renders this boundary into every
// page's payload, used or not, so for a known tenant it stays short (decision 238): the student and
// sign-in groups have their own boundaries, and an address no route matches gets app/global-not-found.tsx
// in the tenant's frame.
export default async function NotFound() {
  const site = await loadSiteFrame();
  if (!site) return <UnknownHostPage />;
  return <ShortNotFound />;
}
