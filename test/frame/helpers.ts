import { prisma } from '@/lib/server/db';

/** Links made straight in the database (the limit is the service's business, tested on its own). */
export async function seedLinks(tenantId: string, titles: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, title] of titles.entries()) {
    const row = await prisma.navigationLink.create({
      data: { tenantId, title, url: `${title.toLowerCase()}.example.com`, order: i + 1 },
    });
    ids.push(row.id);
  }
  return ids;
}

export function linksOf(tenantId: string) {
  return prisma.navigationLink.findMany({
    where: { tenantId },
    select: { id: true, title: true, url: true, order: true },
    orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
  });
}

/** The footer and SEO columns of a tenant's settings row, to prove a refused call changed nothing. */
export function frameOf(tenantId: string) {
  return prisma.platformSettings.findUnique({
    where: { tenantId },
    select: {
      footerVisible: true,
      useTerms: true,
      privacyTerms: true,
      urlFacebook: true,
      urlInstagram: true,
      urlYoutube: true,
      seoName: true,
      seoDescription: true,
      mailReplyTo: true,
    },
  });
}
