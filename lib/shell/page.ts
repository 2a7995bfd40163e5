import 'server-only';
import { cache } from 'react';
import { getPageContext } from '@/lib/server/page-context';
import type { RequestContext } from '@/lib/server/route';
import { getShellData } from './service';
import type { TShellData } from './schemas';

/** The shell's data for this render, shared by the layout, generateMetadata and pages (one load per request). */
export const loadShell = cache(async (): Promise<{ ctx: RequestContext; data: TShellData } | null> => {
  const ctx = await getPageContext();
  if (!ctx) return null;
  return { ctx, data: await getShellData(ctx) };
});
