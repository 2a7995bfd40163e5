import { beforeAll, describe, expect, it } from 'vitest';
import { getLegalDocument } from '@/lib/frame/site';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { invalidateTenantCache } from '@/lib/server/tenant-cache';
import { makeRequest } from '../support/http';
import { counted } from '../support/query-count';
import { useTenantCache } from '../support/tenant-cache';
import { createWorld, type TestTenant } from '../support/factories';

// Decision 411: /termos and /privacidade read and sanitize the tenant's text once per editor save.

const ctxOf = (t: TestTenant) => buildContext(makeRequest('GET', '/termos', { host: t.host }));

describe('the legal documents, cached per tenant', () => {
  useTenantCache();
  let w: Awaited<ReturnType<typeof createWorld>>;
  beforeAll(async () => {
    w = await createWorld();
  });

  it('read and sanitized once, read again after a save, each tenant its own', async () => {
    await prisma.platformSettings.upsert({
      where: { tenantId: w.a.id },
      update: { useTerms: '<p>Regras</p><script>alert(1)</script>', privacyTerms: '<p>Dados</p>' },
      create: {
        tenantId: w.a.id,
        useTerms: '<p>Regras</p><script>alert(1)</script>',
        privacyTerms: '<p>Dados</p>',
      },
    });
    invalidateTenantCache(w.a.id);
    const ctx = await ctxOf(w.a);
    const first = await counted(() => getLegalDocument(ctx, 'terms'));
    expect(first.value).toBe('<p>Regras</p>');
    expect(first.queries).toBe(1);
    const second = await counted(() => getLegalDocument(ctx, 'terms'));
    expect(second.value).toBe('<p>Regras</p>');
    expect(second.queries).toBe(0);
    expect(await getLegalDocument(ctx, 'privacy')).toBe('<p>Dados</p>');
    // another tenant's text is its own
    expect(await getLegalDocument(await ctxOf(w.b), 'terms')).not.toContain('Regras');

    // an editor's save (route() bumps the tenant's version) is seen on the next view
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { useTerms: '<p>Novas</p>' } });
    expect(await getLegalDocument(ctx, 'terms')).toBe('<p>Regras</p>');
    invalidateTenantCache(w.a.id);
    expect(await getLegalDocument(ctx, 'terms')).toBe('<p>Novas</p>');
  });
});
