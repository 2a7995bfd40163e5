import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PublicFrame } from '@/components/frame/public-frame';
import { frameMetadata, titleTemplate } from '@/lib/frame/metadata';
import { loadSiteFrame } from '@/lib/frame/site';

// What a crawler reads (decision 81), with the `{page} | {platform name}` template.
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await frameMetadata()), title: await titleTemplate() };
}

// Public pages of a tenant (terms of use, privacy policy): the tenant's frame, no session needed.
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const site = await loadSiteFrame();
  if (!site) notFound();
  return <PublicFrame frame={site.frame}>{children}</PublicFrame>;
}
