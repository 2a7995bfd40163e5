import { beforeAll, describe, expect, it } from 'vitest';
import { marqueeForStudent } from '@/lib/lesson/marquee';
import {
  marqueeDurationSeconds,
  renderMarqueeText,
  truncate,
  ZMarqueeBody,
  ZMarqueeForm,
} from '@/lib/lesson/schemas';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { makeRequest } from '../support/http';
import { createWorld } from '../support/factories';
import { makeMarquee, makeProduct } from './endpoints';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const ctxFor = (host: string, cookie: string) => buildContext(makeRequest('GET', '/curso', { host, cookie }));

describe('marqueeForStudent', () => {
  it('answers the marquee of a product the student is enrolled in, nothing otherwise', async () => {
    const enrolled = await makeMarquee(w.a.id, 'Olá $nome_aluno');
    const notEnrolled = await makeMarquee(w.a.id);
    await prisma.enrollment.create({
      data: { tenantId: w.a.id, userId: w.studentA.id, productId: enrolled.product.id },
    });
    const ctx = await ctxFor(w.a.host, w.studentA.cookie);
    expect(await marqueeForStudent(ctx, enrolled.product.id)).toMatchObject({
      id: enrolled.marquee.id,
      text: 'Olá $nome_aluno',
      timer: 40,
    });
    expect(await marqueeForStudent(ctx, notEnrolled.product.id)).toBeNull();
    expect(await marqueeForStudent(ctx, 'nao-e-um-id')).toBeNull();
    const noMarquee = await makeProduct(w.a.id);
    expect(await marqueeForStudent(ctx, noMarquee.id)).toBeNull();
  });

  it('hides the marquee of an inactive product, and never crosses tenants', async () => {
    const { product } = await makeMarquee(w.a.id);
    await prisma.enrollment.create({
      data: { tenantId: w.a.id, userId: w.studentA.id, productId: product.id },
    });
    await prisma.product.update({ where: { id: product.id }, data: { status: 'inactive' } });
    expect(await marqueeForStudent(await ctxFor(w.a.host, w.studentA.cookie), product.id)).toBeNull();

    const foreign = await makeMarquee(w.b.id);
    expect(await marqueeForStudent(await ctxFor(w.a.host, w.adminA.cookie), foreign.product.id)).toBeNull();
  });

  it('editors see any active product’s marquee (preview); anonymous callers nothing', async () => {
    const { product, marquee } = await makeMarquee(w.a.id);
    expect((await marqueeForStudent(await ctxFor(w.a.host, w.adminA.cookie), product.id))?.id).toBe(
      marquee.id,
    );
    expect(await marqueeForStudent(await ctxFor(w.a.host, ''), product.id)).toBeNull();
  });
});

describe('marquee text and schema helpers', () => {
  it('replaces every $nome_aluno with the name, as plain text', () => {
    expect(renderMarqueeText('Oi $nome_aluno! $nome_aluno', 'Ana')).toBe('Oi Ana! Ana');
    expect(renderMarqueeText('Oi $nome_aluno', '<b>$&</b>')).toBe('Oi <b>$&</b>');
  });

  it('truncates list labels with an ellipsis', () => {
    expect(truncate('a'.repeat(32), 32)).toBe('a'.repeat(32));
    expect(truncate('a'.repeat(40), 32)).toBe(`${'a'.repeat(32)}…`);
  });

  it('is faster at higher speeds and clamps out-of-range values', () => {
    expect(marqueeDurationSeconds(150, 20)).toBeLessThan(marqueeDurationSeconds(10, 20));
    expect(marqueeDurationSeconds(1000, 20)).toBe(marqueeDurationSeconds(150, 20));
  });

  it('form and body schemas agree on the rules', () => {
    const ok = { text: 'Olá', product_id: '0190a0b0-0000-7000-8000-000000000000', timer: 40, url: '' };
    expect(ZMarqueeForm.safeParse(ok).success).toBe(true);
    expect(ZMarqueeBody.parse(ok).url).toBeNull();
    expect(ZMarqueeForm.safeParse({ ...ok, text: 'x'.repeat(33) }).success).toBe(false);
    expect(ZMarqueeForm.safeParse({ ...ok, url: 'ftp://example.com' }).success).toBe(false);
  });
});
