import { describe, expect, it } from 'vitest';
import { makeKey, parseKey, uuidv7 } from '@/lib/server/storage/keys';
import { limitInMb, resolveFileType, UPLOAD_KINDS } from '@/lib/server/storage/kinds';
import { sniff } from '@/lib/server/storage/sniff';
import { GIF, MP4, PDF, PNG } from './helpers';

const T = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const ascii = (s: string, pad = 32) => Buffer.concat([Buffer.from(s, 'latin1'), Buffer.alloc(pad)]);

describe('upload kinds', () => {
  it('has the SPEC limits (1 MB = 1048576 bytes)', () => {
    expect(UPLOAD_KINDS['community-cover'].maxBytes).toBe(1048576);
    expect(UPLOAD_KINDS.badge.maxBytes).toBe(1048576);
    expect(UPLOAD_KINDS['banner-video'].maxBytes).toBe(25 * 1048576);
    expect(UPLOAD_KINDS.document.maxBytes).toBe(15 * 1048576);
    expect(UPLOAD_KINDS['reward-file'].maxBytes).toBe(15 * 1048576);
    expect(limitInMb('banner-video')).toBe(25);
    expect(UPLOAD_KINDS['post-image'].auth).toBe('user');
    expect(UPLOAD_KINDS['community-cover'].auth).toBe('editor');
  });

  it('resolves browser types, aliases and extensions; refuses what a kind does not allow', () => {
    expect(resolveFileType('badge', 'image/jpg', 'a.jpg')?.mime).toBe('image/jpeg');
    expect(resolveFileType('badge', 'image/gif', 'a.gif')?.mime).toBe('image/gif');
    expect(resolveFileType('community-cover', 'image/gif', 'a.gif')).toBeNull();
    expect(resolveFileType('community-cover', 'image/heic', 'a.heic')).toBeNull();
    expect(resolveFileType('community-cover', 'image/svg+xml', 'a.svg')).toBeNull();
    expect(resolveFileType('banner-video', 'video/avi', 'a.avi')?.mime).toBe('video/x-msvideo');
    expect(resolveFileType('banner-video', '', 'a.flv')?.mime).toBe('video/x-flv');
    expect(resolveFileType('banner-video', 'application/octet-stream', 'a.mov')?.mime).toBe(
      'video/quicktime',
    );
    expect(resolveFileType('document', 'application/x-zip-compressed', 'a.zip')?.mime).toBe(
      'application/zip',
    );
    expect(resolveFileType('document', '', 'noextension')).toBeNull();
  });
});

describe('sniff', () => {
  it('recognises the magic numbers finalize relies on', () => {
    expect(sniff(PNG)).toBe('png');
    expect(sniff(GIF)).toBe('gif');
    expect(sniff(PDF)).toBe('pdf');
    expect(sniff(MP4)).toBe('isobmff');
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniff(ascii('RIFF\x10\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniff(ascii('RIFF\x10\0\0\0AVI LIST'))).toBe('avi');
    expect(sniff(ascii('\0\0\0\x14ftypqt  '))).toBe('quicktime');
    expect(sniff(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('ebml');
    expect(sniff(Buffer.from([0, 0, 1, 0xba, 0x44]))).toBe('mpeg');
    expect(sniff(ascii('FLV\x01\x05'))).toBe('flv');
    expect(sniff(ascii('PK\x03\x04\x14\0'))).toBe('zip');
    expect(sniff(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('cfb');
    expect(sniff(Buffer.from([0, 0, 1, 0, 1, 0, 32, 32]))).toBe('ico');
    expect(sniff(Buffer.from('nome;email\nana;a@x.test\n'))).toBe('text');
    expect(sniff(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeNull(); // ELF
    expect(sniff(new Uint8Array())).toBeNull();
  });
});

describe('keys', () => {
  it('makes tenants/{tenant}/{kind}/{uuidv7}.{ext} and parses only that', () => {
    const key = makeKey(T, 'badge', 'png');
    expect(key).toMatch(
      new RegExp(
        `^tenants/${T}/badge/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.png$`,
      ),
    );
    expect(parseKey(key)).toMatchObject({ tenantId: T, kind: 'badge', ext: 'png' });
    expect(parseKey(key.split('/'))?.key).toBe(key);
    const id = uuidv7();
    for (const bad of [
      `tenants/${T}/badge/../${id}.png`,
      `/tenants/${T}/badge/${id}.png`,
      `tenants/${T}/badge/${id}.png.meta`,
      `tenants/${T}/unknown/${id}.png`,
      `tenants/${T.toUpperCase()}/badge/${id}.png`,
      `tenants/${T}/badge/${id}.PNG`,
      `tenants/${T}/badge/x/${id}.png`,
      `tenants/${T}/badge/${id}`,
      `tenants/${T}/badge/${id}.png\n`,
    ]) {
      expect(parseKey(bad), bad).toBeNull();
    }
    expect(() => makeKey('../x', 'badge', 'png')).toThrow();
  });

  it('uuidv7 is time-ordered', () => {
    expect(uuidv7(1000) < uuidv7(2000)).toBe(true);
  });
});
