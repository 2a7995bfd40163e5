import { describe, expect, it } from 'vitest';
import { headerColumns, parseEnd, productResolver, readRecords, sniffDelimiter } from '@/lib/members/csv';
import { fold, searchPattern } from '@/lib/members/search';
import { prisma } from '@/lib/server/db';

// The CSV reading and the search folding of 'Alunos' (issue 47, ADRs 0460 and 0462).

describe('search folding', () => {
  it('folds as the database’s praca_fold() does', async () => {
    const text = 'ÁÀÂÃÄÅáàâãäå ÉÈÊËéèêë ÍÌÎÏíìîï ÓÒÔÕÖóòôõö ÚÙÛÜúùûü Çç Ññ Ýýÿ João@Exemplo.COM';
    const [row] = await prisma.$queryRaw<{ f: string }[]>`SELECT praca_fold(${text}) AS f`;
    expect(fold(text)).toBe(row!.f);
    expect(fold('Conceição')).toBe('conceicao');
  });

  it('takes LIKE’s wildcards literally', () => {
    expect(searchPattern(' 100%_a\\b ')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('CSV reading', () => {
  it('reads quotes, a BOM, CRLF and semicolons, with the line each record starts on', async () => {
    const text = '\uFEFFemail;nome\r\n"a@x.co";"Ana; da Silva"\r\n\r\nb@x.co;"Bê ""B"""\r\n';
    expect(sniffDelimiter(text)).toBe(';');
    const out = [];
    for await (const r of readRecords(text)) out.push(r);
    expect(out).toEqual([
      { line: 1, record: ['email', 'nome'] },
      { line: 2, record: ['a@x.co', 'Ana; da Silva'] },
      { line: 4, record: ['b@x.co', 'Bê "B"'] },
    ]);
  });

  it('maps named columns in any order, and treats a first line without an e-mail column as data', () => {
    expect(headerColumns(['Nome', 'Acesso até', 'E-mail', 'Produto'])).toEqual({
      email: 2,
      name: 0,
      product: 3,
      end: 1,
    });
    expect(headerColumns(['ana@x.co', 'Ana'])).toBeNull();
  });

  it('reads access ends as whole days (ISO or Brazilian) or full date-times, refusing impossible dates', () => {
    expect(parseEnd('2027-01-31')?.toISOString()).toBe('2027-02-01T00:00:00.000Z');
    expect(parseEnd('31/01/2027')?.toISOString()).toBe('2027-02-01T00:00:00.000Z');
    expect(parseEnd('2027-01-31T10:00:00-03:00')?.toISOString()).toBe('2027-01-31T13:00:00.000Z');
    expect(parseEnd('31/02/2027')).toBeUndefined();
    expect(parseEnd('amanhã')).toBeUndefined();
  });

  it('finds products by id or by name with accents and case ignored, active before archived', () => {
    const find = productResolver([
      { id: '0190b2d4-0000-7000-8000-000000000001', title: 'Plano Básico', archivedAt: new Date() },
      { id: '0190b2d4-0000-7000-8000-000000000002', title: 'Plano Basico', archivedAt: null },
    ]);
    expect(find('plano básico')?.id).toBe('0190b2d4-0000-7000-8000-000000000002');
    expect(find('0190B2D4-0000-7000-8000-000000000001')?.archivedAt).not.toBeNull();
    expect(find('Outro')).toBeUndefined();
  });
});
