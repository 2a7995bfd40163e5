import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const S3 = {
  S3_BUCKET: 'praca',
  S3_ENDPOINT: 'https://s3.example.com',
  S3_ACCESS_KEY_ID: 'app',
  S3_SECRET_ACCESS_KEY: 'app-secret',
};
/** A production environment that passes; each case below breaks one thing. */
const PROD = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://praca:x@db:5432/praca', ...S3 };
const names = (problems: string[]) => problems.map((p) => p.split(':')[0]);

describe('parseEnv', () => {
  it('accepts an empty environment with defaults', () => {
    const { env, problems } = parseEnv({});
    expect(problems).toEqual([]);
    expect(env).toMatchObject({ PORT: 3000, WORKER_MODE: 'inline', S3_FORCE_PATH_STYLE: true });
    expect(env).toMatchObject({ SEED_DEMO: false, EMBEDDED_DB: false, JOBS_PAUSED: false });
  });
  it('reports one line per bad variable', () => {
    const { env, problems } = parseEnv({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' });
    expect(env).toBeUndefined();
    expect(problems).toHaveLength(3);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });
  it('accepts a complete production environment', () => {
    expect(parseEnv(PROD).problems).toEqual([]);
    expect(parseEnv({ ...PROD, DATABASE_URL: 'postgres://praca@db/praca' }).problems).toEqual([]);
  });
  it('checks variables that depend on each other', () => {
    expect(parseEnv({ NODE_ENV: 'production', EMBEDDED_DB: 'true' }).problems[0]).toMatch(
      /^STORAGE_SIGNING_SECRET/,
    );
    expect(
      parseEnv({ ...PROD, STORAGE_DRIVER: 'local', STORAGE_SIGNING_SECRET: 'x'.repeat(32) }).problems,
    ).toEqual([]);
    expect(parseEnv({ ...PROD, STORAGE_DRIVER: 'local' }).problems[0]).toMatch(/^STORAGE_SIGNING_SECRET/);
  });
});

describe('parseEnv refuses at start-up (issue 56)', () => {
  it('production without DATABASE_URL, unless EMBEDDED_DB=true', () => {
    const { DATABASE_URL: _, ...noDb } = PROD;
    expect(parseEnv(noDb).problems).toEqual([
      'DATABASE_URL: required in production (EMBEDDED_DB=true runs the embedded PostgreSQL, for demos only)',
    ]);
    expect(parseEnv({ ...noDb, EMBEDDED_DB: 'true' }).problems).toEqual([]);
    // development and tests keep the zero-setup default
    expect(parseEnv({ NODE_ENV: 'development' }).problems).toEqual([]);
  });
  it('a DATABASE_URL that is not PostgreSQL', () => {
    for (const url of ['mysql://praca:x@db:3306/praca', 'sqlite:///tmp/x.db', 'http://db:5432/praca']) {
      const { problems } = parseEnv({ ...PROD, DATABASE_URL: url });
      expect(problems).toEqual(['DATABASE_URL: must be a postgres:// or postgresql:// URL']);
    }
    expect(names(parseEnv({ ...PROD, TENANT_DATABASE_URL: 'mysql://a@b/c' }).problems)).toEqual([
      'TENANT_DATABASE_URL',
    ]);
  });
  it('the s3 driver without its bucket, endpoint or keys', () => {
    expect(parseEnv({ STORAGE_DRIVER: 's3' }).problems).toEqual([
      'S3_BUCKET: required with the s3 storage driver',
      'S3_ENDPOINT: required with the s3 storage driver',
      'S3_ACCESS_KEY_ID: required with the s3 storage driver',
      'S3_SECRET_ACCESS_KEY: required with the s3 storage driver',
    ]);
    // a named bucket selects the s3 driver
    expect(names(parseEnv({ ...PROD, S3_ENDPOINT: undefined }).problems)).toEqual(['S3_ENDPOINT']);
    expect(names(parseEnv({ ...PROD, S3_SECRET_ACCESS_KEY: '' }).problems)).toEqual(['S3_SECRET_ACCESS_KEY']);
    expect(names(parseEnv({ ...PROD, S3_ACCESS_KEY_ID: undefined }).problems)).toEqual(['S3_ACCESS_KEY_ID']);
  });
  it('an SMTP_URL without the smtp:// or smtps:// scheme', () => {
    for (const url of ['mailpit:1025', 'http://mailpit:1025', 'mailto:a@b.c'])
      expect(parseEnv({ ...PROD, SMTP_URL: url }).problems[0]).toMatch(
        /^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
      );
    for (const url of ['smtp://mailpit:1025', 'smtps://user:pass@smtp.example.com:465'])
      expect(parseEnv({ ...PROD, SMTP_URL: url }).problems).toEqual([]);
  });
  it('a malformed MAIL_FROM', () => {
    for (const from of ['Praça', 'praca.local', 'a@b@c', 'Praça <no-reply@praca.local', '<>', 'x@'])
      expect(parseEnv({ ...PROD, MAIL_FROM: from }).problems).toEqual([
        'MAIL_FROM: must be an address or "Name <address>"',
      ]);
    for (const from of [
      'no-reply@praca.local',
      'Praça <no-reply@praca.local>',
      '"Escola X, Ltda" <contato@escola-x.com.br>',
      '<no-reply@example.com>',
    ])
      expect(parseEnv({ ...PROD, MAIL_FROM: from }).problems).toEqual([]);
  });
  it('the demo seed in production, unless ALLOW_DEMO_IN_PRODUCTION=true', () => {
    expect(parseEnv({ ...PROD, SEED_DEMO: 'true' }).problems).toEqual([
      'SEED_DEMO: refused in production, the demo admin password is published in the README ' +
        '(ALLOW_DEMO_IN_PRODUCTION=true for a throwaway demo only)',
    ]);
    expect(parseEnv({ ...PROD, SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' }).problems).toEqual([]);
    expect(parseEnv({ ...PROD, SEED_DEMO: 'false' }).problems).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'development', SEED_DEMO: 'true' }).problems).toEqual([]);
  });
  it('validates the job and outbox settings (decisions 0250, 0251)', () => {
    expect(parseEnv({}).env).toMatchObject({
      JOBS_CONCURRENCY: 20,
      JOBS_BATCH_SIZE: 10,
      JOBS_POLLING_SECONDS: 2,
      OUTBOX_CLAIM_SECONDS: 10,
      OUTBOX_SWEEP_SECONDS: 5,
    });
    expect(parseEnv({ JOBS_CONCURRENCY: '50', JOBS_POLLING_SECONDS: '0.5' }).env).toMatchObject({
      JOBS_CONCURRENCY: 50,
      JOBS_POLLING_SECONDS: 0.5,
    });
    const { problems } = parseEnv({
      JOBS_CONCURRENCY: '0',
      JOBS_BATCH_SIZE: 'many',
      JOBS_POLLING_SECONDS: '0.1',
      OUTBOX_CLAIM_SECONDS: '1',
      OUTBOX_SWEEP_SECONDS: '-5',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'JOBS_BATCH_SIZE',
      'JOBS_CONCURRENCY',
      'JOBS_POLLING_SECONDS',
      'OUTBOX_CLAIM_SECONDS',
      'OUTBOX_SWEEP_SECONDS',
    ]);
  });
});
