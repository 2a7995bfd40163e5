import { describe, expect, it } from 'vitest';
import { PANEL_REGISTRY } from '@/components/panel/registry';
import { ApiError } from '@/lib/client/fetcher';
import { shouldRetry } from '@/lib/client/query-provider';
import { STALE } from '@/lib/client/stale';
import {
  customLinkTarget,
  displayUrl,
  firstName,
  headerOpacity,
  isFadingHeaderPath,
  isLivePage,
  showCommunitiesLink,
  userInitials,
} from '@/lib/shell/nav';
import { safeColor, safeFont, themeCss, themeVariables } from '@/lib/shell/theme';

describe('header rules', () => {
  it('fades the header on home, course and module pages only', () => {
    expect(isFadingHeaderPath('/homepage')).toBe(true);
    expect(isFadingHeaderPath('/curso/t/aula-1/123')).toBe(true);
    expect(isFadingHeaderPath('/modulo/t/9')).toBe(true);
    expect(isFadingHeaderPath('/favoritos')).toBe(false);
    expect(isFadingHeaderPath('/cursos-extra')).toBe(false);
  });

  it('fades from 0 to 0.9 over 300px', () => {
    expect(headerOpacity(0)).toBe(0);
    expect(headerOpacity(150)).toBeCloseTo(0.45);
    expect(headerOpacity(300)).toBeCloseTo(0.9);
    expect(headerOpacity(5000)).toBeCloseTo(0.9);
    expect(headerOpacity(-20)).toBe(0);
  });

  it('detects a live page by path and watch query', () => {
    expect(isLivePage('/live', new URLSearchParams('watch=abc'))).toBe(true);
    expect(isLivePage('/x/live', new URLSearchParams('watch='))).toBe(true);
    expect(isLivePage('/live', new URLSearchParams())).toBe(false);
    expect(isLivePage('/homepage', new URLSearchParams('watch=1'))).toBe(false);
  });

  it('shows Communities when the setting is on or a community exists', () => {
    expect(showCommunitiesLink(false, false)).toBe(false);
    expect(showCommunitiesLink(true, false)).toBe(true);
    expect(showCommunitiesLink(false, true)).toBe(true);
  });
});

describe('custom links', () => {
  it('adds https:// to saved URLs and the custom-links flag', () => {
    expect(customLinkTarget('loja.example.com/promo', 'escola.test')).toEqual({
      href: 'https://loja.example.com/promo?custom-links=true',
      external: true,
    });
    expect(customLinkTarget('http://a.com/?x=1', 'escola.test')?.href).toBe(
      'http://a.com/?x=1&custom-links=true',
    );
    expect(customLinkTarget('localhost:3000/x', 'escola.test')?.href).toBe(
      'https://localhost:3000/x?custom-links=true',
    );
  });

  it('keeps links to this platform in the same tab, as a relative path', () => {
    expect(customLinkTarget('escola.test/comunidade/t1/c1', 'escola.test')).toEqual({
      href: '/comunidade/t1/c1?custom-links=true',
      external: false,
    });
    expect(customLinkTarget('/favoritos', 'escola.test')?.href).toBe('/favoritos?custom-links=true');
  });

  it('refuses other schemes and empty values', () => {
    expect(customLinkTarget('javascript:alert(1)', 'escola.test')).toBeNull();
    expect(customLinkTarget('data:text/html,x', 'escola.test')).toBeNull();
    expect(customLinkTarget('  ', 'escola.test')).toBeNull();
  });

  it('displays URLs without their scheme', () => {
    expect(displayUrl('https://a.com/x')).toBe('a.com/x');
    expect(displayUrl('HTTP://a.com')).toBe('a.com');
  });
});

describe('names', () => {
  it('greets by first name and shows initials', () => {
    expect(firstName('  Maria Clara Souza ')).toBe('Maria');
    expect(userInitials('Maria Clara Souza')).toBe('MS');
    expect(userInitials('ana')).toBe('A');
    expect(userInitials('')).toBe('?');
  });
});

describe('theme', () => {
  it('passes only hex colours and known fonts', () => {
    expect(safeColor('#12abEF', '#000')).toBe('#12abEF');
    expect(safeColor('red;}body{display:none', '#000')).toBe('#000');
    expect(safeFont('open sans')).toBe('Open Sans');
    expect(safeFont("Comic'; }")).toBe('Poppins');
  });

  it('maps the settings to the shell variables', () => {
    const vars = themeVariables({
      primary_color: '#FF0000',
      text_color: '#111111',
      background_color_primary: '#FFFFFF',
      background_color_secondary: '#EEEEEE',
      font_primary: 'Oswald',
    });
    expect(vars).toMatchObject({
      '--color-primary': '#FF0000',
      '--color-primary-text': '#111111',
      '--color-surface': '#FFFFFF',
      '--color-surface-2': '#EEEEEE',
      '--color-on-surface': '#111114',
    });
    expect(vars['--font-tenant']).toContain("'Oswald'");
    expect(themeCss({ primary_color: 'x</style><script>' })).not.toContain('<');
  });
});

describe('client plumbing', () => {
  it('does not retry 401, 403, 404 or 500', () => {
    for (const status of [401, 403, 404, 500]) expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(502, 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'network'))).toBe(true);
    expect(shouldRetry(5, new ApiError(502, 'x'))).toBe(false);
  });

  it('has the stale times of SPEC section 9', () => {
    expect(STALE.hour).toBe(3_600_000);
    expect(STALE.halfHour).toBe(1_800_000);
  });
});

describe('edit-mode registry', () => {
  it('lists the twelve options in the spec’s order', () => {
    // the SPEC's twelve first; sections added since (Certificados, issue 49; Equipe, issue 48; Alunos,
    // Produtos and Integrações, issue 47) follow
    expect(PANEL_REGISTRY.map((e) => e.id).slice(0, 12)).toEqual([
      'showcase',
      'appearance',
      'main-banner',
      'quizzes',
      'login-page',
      'lesson-page',
      'header',
      'footer',
      'seo',
      'community',
      'gamification',
      'custom-html',
    ]);
  });

  it('places every option in a group and names what it lets one change (ADR 0502)', () => {
    for (const e of PANEL_REGISTRY) {
      expect(e.group, e.id).toBeDefined();
      expect(e.action, e.id).toBeDefined();
    }
    expect(PANEL_REGISTRY.find((e) => e.id === 'team')).toMatchObject({
      group: 'settings',
      action: 'team.manage',
    });
  });
});
