import { prisma } from '@/lib/server/db';
import type { TenantModel } from '@/lib/server/tenancy/models';
import type { Fixture } from './tenant-fixtures';

// The builders of ./tenant-fixtures.ts for the models of the certificates (issue 49) and the members
// import (issue 47), apart so neither file passes the size limit.

let n = 0;
const uniq = () => `${Date.now()}-later-${++n}`;
let order = 1_000_000;
const nextOrder = () => ++order;

export const LATER_FIXTURES: Record<
  Extract<TenantModel, 'CertificateSettings' | 'Certificate' | 'MemberImport' | 'MemberImportReject'>,
  Fixture
> = {
  CertificateSettings: async (t) => {
    const c = await prisma.course.create({
      data: { tenantId: t.id, order: nextOrder(), title: 'C', slug: `c-${uniq()}` },
    });
    return prisma.certificateSettings.create({ data: { tenantId: t.id, courseId: c.id, enabled: true } });
  },
  Certificate: async (t, b) => {
    const c = await prisma.course.create({
      data: { tenantId: t.id, order: nextOrder(), title: 'C', slug: `c-${uniq()}` },
    });
    return prisma.certificate.create({
      data: {
        tenantId: t.id,
        userId: b.userId,
        courseId: c.id,
        code: uniq().slice(-14),
        holderName: 'H',
        courseTitle: 'C',
        schoolName: 'S',
        signerName: '',
        hours: 1,
        completedAt: new Date(),
        template: {},
      },
    });
  },
  MemberImport: (t) =>
    prisma.memberImport.create({ data: { tenantId: t.id, fileName: 'a.csv', source: '' } }),
  MemberImportReject: async (t) => {
    const i = await prisma.memberImport.create({ data: { tenantId: t.id, fileName: 'a.csv', source: '' } });
    return prisma.memberImportReject.create({
      data: { tenantId: t.id, importId: i.id, line: 2, email: 'x', reason: 'invalidEmail' },
    });
  },
};
