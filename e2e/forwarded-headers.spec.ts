import http from 'node:http';
import { expect, test } from '@playwright/test';
import { latestMailTo, PASSWORD, port } from './helpers';

// The e2e server runs without a trusted proxy (TRUST_PROXY unset): a client's X-Forwarded-* and the
// port it writes in Host must change nothing the server answers or mails (ADRs 0240, 0241). Plain
// node:http requests, so the test chooses every header, Host included, as a script or curl would.

function raw(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((ok, fail) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, ...(data ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', fail);
    req.end(data);
  });
}

const forged = {
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '443',
  'x-forwarded-host': 'evil.example',
};

test('a magic link asked for with a forged Host port and X-Forwarded-Proto links to the school’s own origin', async () => {
  const sentAt = Date.now() - 1000;
  const res = await raw(
    'POST',
    '/api/magic-link',
    { host: 'outra.localhost:4444', ...forged },
    { email: 'aluno@outra.local' },
  );
  expect(res.status).toBe(200);
  const mail = await latestMailTo('aluno@outra.local', sentAt);
  const link = mail.text.match(/https?:\/\/\S+\/api\/magic-link\/verify\?token=[\w-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  // APP_URL's scheme and port (playwright.config.ts), the school's own domain
  expect(new URL(link!).origin).toBe(`http://outra.localhost:${port}`);
});

test('X-Forwarded-Proto: https over plain http gets no Secure cookie and no HSTS', async () => {
  const login = await raw(
    'POST',
    '/api/login',
    { host: `localhost:${port}`, ...forged },
    { email: 'aluno@demo.local', password: PASSWORD },
  );
  expect(login.status).toBe(200);
  const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
  const session = cookies.find((c) => c.startsWith('praca_session='));
  expect(session, cookies.join('\n')).toBeTruthy();
  expect(session).not.toMatch(/;\s*secure/i);
  expect(login.headers['strict-transport-security']).toBeUndefined();

  const page = await raw('GET', '/login', { host: `localhost:${port}`, ...forged });
  expect(page.status).toBe(200);
  expect(page.headers['strict-transport-security']).toBeUndefined();
});
