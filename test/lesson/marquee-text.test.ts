import { describe, expect, it } from 'vitest';
import {
  marqueeDurationSeconds,
  renderMarqueeText,
  truncate,
  ZMarqueeBody,
  ZMarqueeForm,
} from '@/lib/lesson/schemas';

describe('marquee text and schema helpers', () => {
  it('replaces every $nome_aluno with the name, as plain text', () => {
    expect(renderMarqueeText('Oi $nome_aluno! $nome_aluno', 'Ana')).toBe('Oi Ana! Ana');
    expect(renderMarqueeText('Oi $nome_aluno', '<b>$&</b>')).toBe('Oi <b>$&</b>');
  });

  it("takes the custom HTML blocks' {{nome}} tag too, spaces inside the braces allowed", () => {
    expect(renderMarqueeText('Oi {{nome}}! {{ nome }} e $nome_aluno', 'Ana')).toBe('Oi Ana! Ana e Ana');
    expect(renderMarqueeText('Oi {{email}} {nome}', 'Ana')).toBe('Oi {{email}} {nome}');
    expect(renderMarqueeText('Oi {{nome}}', '$1 $$')).toBe('Oi $1 $$');
  });

  it('truncates list labels with an ellipsis', () => {
    expect(truncate('a'.repeat(32), 32)).toBe('a'.repeat(32));
    expect(truncate('a'.repeat(40), 32)).toBe(`${'a'.repeat(32)}…`);
  });

  it('is faster at higher speeds and clamps out-of-range values', () => {
    expect(marqueeDurationSeconds(150, 20)).toBeLessThan(marqueeDurationSeconds(10, 20));
    expect(marqueeDurationSeconds(1000, 20)).toBe(marqueeDurationSeconds(150, 20));
  });

  it('form and body schemas agree on the rules', () => {
    const ok = { text: 'Olá', product_id: '0190a0b0-0000-7000-8000-000000000000', timer: 40, url: '' };
    expect(ZMarqueeForm.safeParse(ok).success).toBe(true);
    expect(ZMarqueeBody.parse(ok).url).toBeNull();
    expect(ZMarqueeForm.safeParse({ ...ok, text: 'x'.repeat(33) }).success).toBe(false);
    expect(ZMarqueeForm.safeParse({ ...ok, url: 'ftp://example.com' }).success).toBe(false);
  });
});
