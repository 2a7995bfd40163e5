import { describe, expect, it } from 'vitest';
import { formatUuidV7, isUuid, UUID_PATTERN } from './uuid';

describe('isUuid', () => {
  it('takes the canonical form in either case and nothing around it', () => {
    expect(isUuid('0190f5a4-7b1c-7d2e-8f3a-1b2c3d4e5f60')).toBe(true);
    expect(isUuid('0190F5A4-7B1C-7D2E-8F3A-1B2C3D4E5F60')).toBe(true);
    expect(isUuid(' 0190f5a4-7b1c-7d2e-8f3a-1b2c3d4e5f60')).toBe(false);
    expect(isUuid('0190f5a47b1c7d2e8f3a1b2c3d4e5f60')).toBe(false);
    expect(isUuid('0190f5a4-7b1c-7d2e-8f3a-1b2c3d4e5f6g')).toBe(false);
    expect(isUuid('')).toBe(false);
  });

  it('the bare pattern is lowercase, for case-sensitive compositions such as storage keys', () => {
    expect(new RegExp(`^${UUID_PATTERN}$`).test('0190F5A4-7B1C-7D2E-8F3A-1B2C3D4E5F60')).toBe(false);
  });
});

describe('formatUuidV7', () => {
  it('sets the version and variant bits and keeps the timestamp bytes', () => {
    const id = formatUuidV7(new Uint8Array(16).fill(0xff));
    expect(id).toBe('ffffffff-ffff-7fff-bfff-ffffffffffff');
    expect(isUuid(id)).toBe(true);
  });
});
