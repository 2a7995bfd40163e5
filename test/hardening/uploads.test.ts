import { beforeAll, describe, expect, it } from 'vitest';
import { POST as presignRoute } from '@/app/api/uploads/presign/route';
import { prisma } from '@/lib/server/db';
import type { UploadKindName } from '@/lib/server/storage/kinds';
import { UPLOAD_QUOTA } from '@/lib/server/storage/quota';
import { requireReadyUpload } from '@/lib/server/storage/uploads';
import { createUser, createWorld } from '../support/factories';
import { call } from '../support/http';
import { contextFor } from '../storage/helpers';
import { readyUpload, withLocalStorage } from '../support/uploads';

// Upload hardening (decision 68): another member's finished upload cannot be attached, and presigns
// are capped per member per rolling hour.
type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
withLocalStorage('harden-uploads');
beforeAll(async () => {
  w = await createWorld();
});

const readyUploadBy = (userId: string, kind: UploadKindName = 'post-image') =>
  readyUpload(w.a.id, kind, { createdById: userId });

describe('attaching an upload', () => {
  it("a member cannot attach another member's finished upload; their own and editors' use pass", async () => {
    const other = await createUser(w.a, 'student');
    const key = await readyUploadBy(other.id);
    const student = await contextFor(w.a.host, w.studentA.cookie);
    await expect(requireReadyUpload(student, key, 'post-image')).rejects.toMatchObject({
      status: 422,
      messageKey: 'uploads.notFinished',
    });
    const owner = await contextFor(w.a.host, other.cookie);
    await expect(requireReadyUpload(owner, key, 'post-image')).resolves.toMatchObject({ key });
    const editor = await contextFor(w.a.host, w.adminA.cookie);
    await expect(requireReadyUpload(editor, key, 'post-image')).resolves.toMatchObject({ key });
  });
});

describe('presign quota', () => {
  const presign = (cookie: string) =>
    call(presignRoute, 'POST', '/api/uploads/presign', {
      host: w.a.host,
      cookie,
      body: { kind: 'post-video', filename: 'v.mp4', content_type: 'video/mp4', size: 20 * 1024 * 1024 },
    });

  it('a student presigning 25 MB videos over and over gets 429 with Retry-After; others are unaffected', async () => {
    const student = await createUser(w.a, 'student');
    const allowed = Math.floor(UPLOAD_QUOTA.member.bytes / (25 * 1024 * 1024));
    for (let i = 0; i < allowed; i++) expect((await presign(student.cookie)).status).toBe(201);
    const blocked = await presign(student.cookie);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Você atingiu o limite de envios de arquivos por hora. Tente novamente mais tarde.',
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await prisma.upload.count({ where: { createdById: student.id } })).toBe(allowed);
    const another = await createUser(w.a, 'student');
    expect((await presign(another.cookie)).status).toBe(201);
    // an hour later the window has moved on
    await prisma.upload.updateMany({
      where: { createdById: student.id },
      data: { createdAt: new Date(Date.now() - 61 * 60_000) },
    });
    expect((await presign(student.cookie)).status).toBe(201);
  });

  it('20 concurrent presigns over the quota let exactly the quota through (serialized per member)', async () => {
    const student = await createUser(w.a, 'student');
    const allowed = Math.floor(UPLOAD_QUOTA.member.bytes / (25 * 1024 * 1024));
    const answers = await Promise.all(Array.from({ length: 20 }, () => presign(student.cookie)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(allowed);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - allowed);
    expect(await prisma.upload.count({ where: { createdById: student.id } })).toBe(allowed);
  });
});
