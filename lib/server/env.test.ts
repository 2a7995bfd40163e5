import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('accepts an empty environment with defaults', () => {
    const { env, problems } = parseEnv({});
    expect(problems).toEqual([]);
    expect(env).toMatchObject({ PORT: 3000, WORKER_MODE: 'inline', S3_FORCE_PATH_STYLE: true });
  });
  it('reports one line per bad variable', () => {
    const { env, problems } = parseEnv({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' });
    expect(env).toBeUndefined();
    expect(problems).toHaveLength(3);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });
  it('checks variables that depend on each other', () => {
    expect(parseEnv({ STORAGE_DRIVER: 's3' }).problems).toEqual([
      'S3_BUCKET: required when STORAGE_DRIVER=s3',
    ]);
    expect(parseEnv({ NODE_ENV: 'production' }).problems[0]).toMatch(/^STORAGE_SIGNING_SECRET/);
    // A named bucket selects the s3 driver, which signs with its own credentials.
    expect(parseEnv({ NODE_ENV: 'production', S3_BUCKET: 'praca' }).problems).toEqual([]);
    expect(
      parseEnv({ NODE_ENV: 'production', S3_BUCKET: 'praca', STORAGE_DRIVER: 'local' }).problems[0],
    ).toMatch(/^STORAGE_SIGNING_SECRET/);
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
