import { describe, expect, it } from 'vitest';
import { getMessages } from '@/lib/i18n/messages';
import { PANEL_REGISTRY } from '@/components/panel/registry';

const NS = ['common', 'shell', 'panel', 'pages'] as const;

function keys(obj: unknown, prefix = ''): string[] {
  if (!obj || typeof obj !== 'object') return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('shell messages', () => {
  it('have the same keys in pt-BR, en and es', () => {
    for (const ns of NS) {
      const pt = keys(getMessages('pt-BR')[ns]).sort();
      expect(keys(getMessages('en')[ns]).sort(), `en/${ns}`).toEqual(pt);
      expect(keys(getMessages('es')[ns]).sort(), `es/${ns}`).toEqual(pt);
    }
  });

  it('use the spec’s wording in pt-BR', () => {
    const m = getMessages('pt-BR') as any;
    expect(m.shell.sideMenu.greeting).toBe('Olá, {name}');
    expect(m.shell.sideMenu.signOut).toBe('Desconectar');
    expect(m.shell.sideMenu.new).toBe('Novo');
    expect(m.panel.soon).toBe('Em breve!');
    expect(m.panel.title).toBe('Você está no modo de edição');
    expect((getMessages('en') as any).panel.title).toBe('You are in edit mode');
  });

  it('label every registry entry', () => {
    for (const loc of ['pt-BR', 'en', 'es'] as const) {
      const panel = getMessages(loc).panel as any;
      for (const e of PANEL_REGISTRY)
        expect(panel.options[e.labelKey.split('.')[1]!], `${loc} ${e.id}`).toEqual(expect.any(String));
    }
  });
});
