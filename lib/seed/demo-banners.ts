// The demo tenants' home banners (SPEC 2.9), seeded so /homepage opens on a hero. Dependency-free data
// plus the seeding step; scripts/gen-seed-images.mjs reads SEED_BANNERS to draw their pictures.
import { seedAssets } from './assets';
import { ensure, type Counter, type Db } from './ensure';
import { stableId } from './ids';
import { seedOrder } from './orders';

export interface SeedBanner {
  category: string;
  title: string;
  subtitle: string;
  textButton: string;
  urlPrimary: string;
  fontTitle?: string;
  weightTitle?: number;
  sizeTitle?: number;
}

export const SEED_BANNERS: Record<string, SeedBanner[]> = {
  demo: [
    {
      category: 'Novo curso',
      title: 'Fotografia com o Celular',
      subtitle: 'Aprenda a compor, iluminar e editar fotos incríveis usando só o seu celular.',
      textButton: 'Começar agora',
      urlPrimary: 'https://example.com/fotografia',
      fontTitle: 'Montserrat',
      weightTitle: 700,
      sizeTitle: 40,
    },
    {
      category: 'Mentoria',
      title: 'Crie e lance seu curso online',
      subtitle: 'Do roteiro ao lançamento: um passo a passo com encontros ao vivo toda semana.',
      textButton: 'Saiba mais',
      urlPrimary: 'https://example.com/mentoria',
      fontTitle: 'Poppins',
      weightTitle: 900,
      sizeTitle: 36,
    },
    {
      category: 'Comunidade',
      title: 'Troque ideias com outros alunos',
      subtitle: 'Tire dúvidas, mostre seus projetos e acompanhe as novidades da escola.',
      textButton: 'Entrar na comunidade',
      urlPrimary: 'https://example.com/comunidade',
    },
  ],
  outra: [
    {
      category: 'Idiomas',
      title: 'Inglês para Viagens',
      subtitle: 'Frases prontas e situações reais para você viajar com confiança.',
      textButton: 'Assistir',
      urlPrimary: 'https://example.com/ingles',
      fontTitle: 'Oswald',
      weightTitle: 700,
      sizeTitle: 40,
    },
    {
      category: 'Música',
      title: 'Violão do Zero',
      subtitle: 'Seus primeiros acordes em uma semana, no seu ritmo.',
      textButton: 'Começar',
      urlPrimary: 'https://example.com/violao',
    },
  ],
};

export const bannerSeedKey = (tenant: string, n: number) => `${tenant}:banner:${n}`;

/** Creates each missing banner (by stable id); edits, reorders and deletions by admins are kept. */
export async function seedBanners(db: Db, count: Counter, slug: string, tenantId: string) {
  for (const [i, b] of (SEED_BANNERS[slug] ?? []).entries()) {
    const n = i + 1;
    const id = stableId(bannerSeedKey(slug, n));
    await ensure(count, 'banner', [() => db.banner.findFirst({ where: { tenantId, id } })], async () =>
      db.banner.create({
        data: {
          id,
          tenantId,
          order: await seedOrder(db, 'banner', tenantId, n),
          category: b.category,
          title: b.title,
          subtitle: b.subtitle,
          textButton: b.textButton,
          urlPrimary: b.urlPrimary,
          urlImage: seedAssets.bannerDesktop(slug, n),
          urlImageVertical: seedAssets.bannerMobile(slug, n),
          fontHeadline: 'Poppins',
          weightHeadline: 500,
          sizeHeadline: 16,
          fontTitle: b.fontTitle ?? 'Poppins',
          weightTitle: b.weightTitle ?? 700,
          sizeTitle: b.sizeTitle ?? 36,
          fontSubtitle: 'Inter',
          weightSubtitle: 400,
          sizeSubtitle: 18,
          fontButton: 'Poppins',
          weightTextButton: 700,
          sizeTextButton: 16,
        },
      }),
    );
  }
}
