import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { authorView } from '@/lib/users/author';
import { setStorageForTests } from '@/lib/server/storage';
import { createLocalStorage } from '@/lib/server/storage/local';

describe('storedImageUrl', () => {
  beforeAll(() =>
    setStorageForTests(createLocalStorage({ dir: '/tmp/praca-images-test', secret: 'x'.padEnd(40, 'x') })),
  );
  afterAll(() => setStorageForTests(null));

  it('turns upload keys into public URLs and keeps seeded paths and http(s) URLs', () => {
    const key = 'tenants/01890000-0000-7000-8000-000000000001/logo/01890000-0000-7000-8000-000000000002.png';
    expect(storedImageUrl(key)).toBe(`/api/uploads/file/${key}`);
    expect(storedImageUrl('/seed/demo/logo-horizontal.svg')).toBe('/seed/demo/logo-horizontal.svg');
    expect(storedImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('never answers a script URL or a protocol-relative one', () => {
    expect(storedImageUrl('javascript:alert(1)')).toBeNull();
    expect(storedImageUrl('data:text/html,x')).toBeNull();
    expect(storedImageUrl('//evil.example/x.png')).not.toBe('//evil.example/x.png');
    expect(storedImageUrl('')).toBeNull();
    expect(storedImageUrl(null)).toBeNull();
  });

  it('an author photo stored as a key goes out as its URL, never as the raw column', () => {
    const key =
      'tenants/01890000-0000-7000-8000-000000000001/avatar/01890000-0000-7000-8000-000000000003.png';
    expect(authorView({ id: 'u', name: 'Ana', photoUrl: key }).photo_url).toBe(`/api/uploads/file/${key}`);
    expect(authorView({ id: 'u', name: 'Ana', photoUrl: 'javascript:alert(1)' }).photo_url).toBeNull();
  });
});
