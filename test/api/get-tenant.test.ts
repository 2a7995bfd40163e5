import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/getTenant/route';
import { GET as health } from '@/app/api/health/route';
import { call } from '../support/http';
import { createTenant, type TestTenant } from '../support/factories';

describe('GET /api/getTenant', () => {
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    a = await createTenant('Escola A');
    b = await createTenant('Escola B');
  });

  it('answers the branding of the host tenant', async () => {
    const res = await call(GET, 'GET', `/api/getTenant?domain=${a.host}`, { host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.id, name: 'Escola A', primary_color: expect.any(String) });
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['favicon', 'id', 'logo_horizontal', 'logo_square', 'name', 'primary_color', 'text_color'].sort(),
    );
  });

  it('404s for an unknown domain and for another tenant’s domain', async () => {
    expect((await call(GET, 'GET', '/api/getTenant?domain=nope.test', { host: a.host })).status).toBe(404);
    expect((await call(GET, 'GET', `/api/getTenant?domain=${b.host}`, { host: a.host })).status).toBe(404);
  });

  it('404s with a translated message for an unknown host', async () => {
    const res = await call(GET, 'GET', '/api/getTenant?domain=x.test', {
      host: 'unknown.test',
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No platform is configured for this address.');
  });

  it('400s with a translated message when domain is missing', async () => {
    const res = await call(GET, 'GET', '/api/getTenant', { host: a.host });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Campo obrigatório');
    expect(res.body.fields).toEqual({ domain: 'Campo obrigatório' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  it('health reports the database', async () => {
    const res = await call(health, 'GET', '/api/health', { host: 'anything' });
    expect(res).toMatchObject({ status: 200, body: { ok: true, database: 'up' } });
  });
});
