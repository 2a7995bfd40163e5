import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { getShowcase } from '@/lib/showcase/home';
import { makeRequest } from '../support/http';
import { createWorld, type TestTenant, type TestUser } from '../support/factories';
import { makeCarousel, makeCourse } from './fixtures';

// 'Vitrine aberta' (issue 50, ADR 0266): every course on sale, the member's own open, the others locked
// with 'Quero acessar' to the sales page (or showcase_url_redirect); off, only what the member owns.

async function showcaseOf(t: TestTenant, u: TestUser) {
  return getShowcase(await buildContext(makeRequest('GET', '/homepage', { host: t.host, cookie: u.cookie })));
}
const OPEN = 'system-10';

async function productOf(courseId: string) {
  const pc = await prisma.productCourse.findFirstOrThrow({ where: { courseId } });
  return pc.productId;
}

describe('open showcase (Vitrine aberta)', () => {
  it('off: no row; on: every course on sale, owned ones open, others locked to their sales page', async () => {
    const w = await createWorld();
    const owned = await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id, title: 'Meu' });
    const forSale = await makeCourse(w.a.id, { productStatus: 'active', title: 'À venda' });
    const archived = await makeCourse(w.a.id, { productStatus: 'active', title: 'Arquivado' });
    const inactive = await makeCourse(w.a.id, { productStatus: 'inactive', title: 'Inativo' });
    const draft = await makeCourse(w.a.id, { productStatus: 'active', title: 'Rascunho' });
    await makeCourse(w.a.id, { title: 'Sem produto' });
    await prisma.product.update({
      where: { id: await productOf(forSale.courseId) },
      data: { salesUrl: 'https://vendas.example/a-venda' },
    });
    await prisma.product.update({
      where: { id: await productOf(archived.courseId) },
      data: { archivedAt: new Date() },
    });
    await prisma.course.update({ where: { id: draft.courseId }, data: { published: false } });
    void inactive;

    expect((await showcaseOf(w.a, w.studentA)).carousels.find((c) => c.id === OPEN)).toBeUndefined();

    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { showcase: true } });
    const row = (await showcaseOf(w.a, w.studentA)).carousels.find((c) => c.id === OPEN)!;
    expect(row.title).toBe('Todos os cursos');
    expect(row.cards.map((c) => [c.title, c.locked, c.sales_url])).toEqual([
      ['Meu', false, undefined],
      ['À venda', true, 'https://vendas.example/a-venda'],
    ]);
    expect(row.cards.every((c) => c.kind === 'course')).toBe(true);
    // the owned card opens the course
    expect(row.cards[0]!.href).toBe(`/curso/${w.a.id}/${owned.courseId}`);

    // the redirect, when set, wins over each product's page
    await prisma.platformSettings.update({
      where: { tenantId: w.a.id },
      data: { showcaseUrlRedirect: 'https://escola.example/vitrine' },
    });
    const redirected = (await showcaseOf(w.a, w.studentA)).carousels.find((c) => c.id === OPEN)!;
    expect(redirected.cards[1]!.sales_url).toBe('https://escola.example/vitrine');

    // another tenant's student sees none of it
    expect((await showcaseOf(w.b, w.studentB)).carousels.find((c) => c.id === OPEN)).toBeUndefined();
  });

  it('locked cards of Exibir conteúdos bloqueados lead to the same sales page', async () => {
    const w = await createWorld();
    const forSale = await makeCourse(w.a.id, { productStatus: 'active', title: 'À venda' });
    const noPage = await makeCourse(w.a.id, { productStatus: 'active', title: 'Sem página' });
    await prisma.product.update({
      where: { id: await productOf(forSale.courseId) },
      data: { salesUrl: 'https://vendas.example/x' },
    });
    await makeCarousel(w.a.id, [forSale.courseId, noPage.courseId], { title: 'Cursos' });
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { showBlockedContent: true } });
    const cards = (await showcaseOf(w.a, w.studentA)).carousels.find((c) => c.title === 'Cursos')!.cards;
    expect(cards.map((c) => [c.title, c.locked, c.sales_url])).toEqual([
      ['À venda', true, 'https://vendas.example/x'],
      ['Sem página', true, undefined],
    ]);
  });
});
