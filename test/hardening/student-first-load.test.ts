import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientModules,
  clientPathsTo,
  dynamicImports,
  modulePathsTo,
  resolveImport,
  root,
  STUDENT_ENTRIES,
  valueImports,
} from '../support/client-graph';

// Decisions 240-244: what a student's first load must not import statically. Each of these is loaded
// on intent instead (a click, a hover or focus, the first toast), behind its own <Suspense>.
const LAZY_ONLY = [
  'sonner', // the toaster, on the first toast (lib/client/toast.ts)
  'react-hook-form', // no student form of these pages needs it (the lesson comment form is plain)
  'radix-ui#Dialog', // the search modal, the side menu, the lessons drawer, the confirm dialog…
  'radix-ui#DropdownMenu', // the post's Editar / Remover menu
  'radix-ui#Popover', // the bell's popover
  'radix-ui#Avatar', // the avatar is a plain element
  'components/ui/dialog.tsx',
  'components/ui/sheet.tsx',
  'components/ui/edit-remove-menu.tsx',
  'next/dynamic', // React.lazy does the same without next's loader in the first load
];

// Decisions 260-261: modules whose work a student's first load does not need; the parts it needs live in
// smaller modules beside them.
const NOT_ON_FIRST_LOAD = [
  'tailwind-merge#twMerge', // the full merge (decision 260)
  'tailwind-merge#extendTailwindMerge',
  'lib/client/cn.ts',
  // decision 350: no class merge at all; the first load's parts join classes with clsx and their callers
  // pass no conflicting class (test/ui/plain-kit.test.ts); components/ui/plain-button.tsx is its button
  'lib/client/cn-lite.ts',
  'lib/client/gamification-api.ts', // the panel's calls: students use gamification-student-api.ts
  'components/notifications/use-notifications.ts', // the list: the bell uses use-unread-total.ts
  // decision 438: what paid for the shell's error boundary; the shell keeps the keys and calls it uses
  'lib/client/notification-list-api.ts', // the list and mark-read: the bell's popover, the notifications page
  'lib/client/notification-settings-api.ts', // preferences and study reminder: their forms
  'lib/client/gamification-panel-keys.ts', // the Gamificação panel's keys
  // decision 360: the first load's icons are components/icons/, drawn from lucide's paths without its
  // base (test/ui/icons.test.ts holds them to lucide-react's render); lazy parts and editors keep it. Server
  // components too: see 'the student pages link without next/link' below
  'lucide-react',
  // decision 361: the community composer's write path (uploads, publication) and a post's edit form load
  // on intent; the file pickers' accept lists come from the page, not from the upload kinds' table
  'lib/server/storage/kinds.ts',
  'lib/client/upload.ts',
  'components/community/composer-actions.ts',
  'components/community/edit-post.tsx',
  // decision 381: a post's removal comes with the author's other parts (components/community/post-author.ts);
  // the editors' community keys are a module of their own
  'components/community/delete-post.tsx',
  'lib/client/community-admin-keys.ts',
  // the lite paged list's reads after its first page and its writes, the feed's like write: on first need
  'lib/client/lite-pages-read.ts',
  'components/community/feed-cache.ts',
  // decision 362: a custom HTML block's frame is a chunk of its own, loaded by the pages that have blocks
  'components/custom-html/custom-html-frame.tsx',
  // decision 351: the islands translate with components/i18n/lite-intl.tsx; next-intl (use-intl's core:
  // translator, formatters, memoizer, provider) comes with the parts loaded on intent
  'next-intl',
  'use-intl/core',
  'use-intl/react',
  'components/i18n/next-intl-bridge.tsx',
];

describe("a student page's first load imports no on-intent part (decisions 240-244)", () => {
  it.each(LAZY_ONLY)('%s is not reached statically from the student layout and pages', (target) => {
    expect(clientPathsTo(target, STUDENT_ENTRIES)).toEqual([]);
  });

  it.each(NOT_ON_FIRST_LOAD)('%s is not reached statically from the student layout and pages', (target) => {
    expect(clientPathsTo(target, STUDENT_ENTRIES)).toEqual([]);
  });

  it("the community page's ranking panel is loaded by the communities that show it (decision 362)", () => {
    const panel = 'components/gamification/ranking-panel.tsx';
    expect(modulePathsTo(panel, ['app/(site)/comunidade/[tenant]/[communityId]/page.tsx'])).toEqual([]);
    // the profile always shows it: in its first load
    expect(modulePathsTo(panel, ['app/(site)/dashboard/profile/page.tsx'])).not.toEqual([]);
  });

  it('no page of the student site calls sonner directly but through editor-only parts (decision 241)', () => {
    // a student's page mounts sonner's <Toaster> only on a `toast` of lib/client/toast.ts: a direct
    // sonner call there would be lost. Editors' pages mount it at once, so editor-only parts may.
    const editorOnly = ['components/quizzes/editor/', 'components/lives/live-scheduler.tsx'];
    const entries = (fs.readdirSync(path.join(root, 'app/(site)'), { recursive: true }) as string[])
      .filter((f) => /(^|\/)(page|layout)\.tsx$/.test(f))
      .map((f) => `app/(site)/${f}`);
    expect(entries.length).toBeGreaterThan(10);
    const direct = clientPathsTo('sonner', entries).filter((chain) => {
      const last = chain.split(' > ').at(-1) ?? '';
      return !editorOnly.some((prefix) => last.startsWith(prefix));
    });
    expect(direct).toEqual([]);
  });

  it('the walk finds them where they are imported statically', () => {
    expect(clientPathsTo('radix-ui#Dialog', ['components/ui/dialog.tsx']).length).toBeGreaterThan(0);
    expect(clientPathsTo('components/ui/dialog.tsx', ['components/search/search-dialog.tsx'])).toEqual([
      'components/search/search-dialog.tsx',
    ]);
    expect(clientPathsTo('lib/client/cn.ts', ['components/ui/dialog.tsx'])).toEqual([
      'components/ui/dialog.tsx',
    ]);
    expect(clientPathsTo('tailwind-merge#twMerge', ['components/ui/dialog.tsx'])).toEqual([
      'components/ui/dialog.tsx > lib/client/cn.ts',
    ]);
    // cnLite imports tailwind-merge's createTailwindMerge, not its default merge
    expect(clientPathsTo('tailwind-merge#twMerge', ['components/notifications/bell-popover.tsx'])).toEqual(
      [],
    );
    // the merging Button (editors' dialogs and panels, the bell's popover) brings cnLite, the first load's
    // PlainButton does not
    expect(clientPathsTo('lib/client/cn-lite.ts', ['components/notifications/bell-popover.tsx'])).toEqual([
      'components/notifications/bell-popover.tsx > components/ui/button.tsx',
    ]);
    expect(clientPathsTo('lib/client/cn-lite.ts', ['components/shell/header.tsx'])).toEqual([]);
    expect(clientPathsTo('sonner', ['components/shell/toaster-outlet.tsx'])).toEqual([
      'components/shell/toaster-outlet.tsx',
    ]);
    // the composer reaches its write path only through import() (decision 361)
    const composer = (lazy: boolean) =>
      clientModules(['components/community/composer.tsx'], { lazy }).map((m) => m.file);
    expect(composer(true)).toEqual(
      expect.arrayContaining(['components/community/composer-actions.ts', 'lib/client/upload.ts']),
    );
    expect(composer(false)).not.toContain('lib/client/upload.ts');
    // the side menu's sheet (loaded on intent) keeps lucide-react
    expect(clientPathsTo('lucide-react', ['components/shell/side-menu-sheet.tsx'])).toContain(
      'components/shell/side-menu-sheet.tsx',
    );
  });
});

// Decision 330: the student pages link with components/ui/app-link.tsx, not next/link (its module and Next's
// shared link utilities, about 4 kB gz). next/link is a client module: a server component that renders it
// puts it in the page's chunks too, so every module counts here, not only client ones. The group's 404
// and the root one are in every page's payload (decisions 237, 246), whether shown or not.
const LINKED_ENTRIES = [...STUDENT_ENTRIES, 'app/(site)/not-found.tsx', 'app/not-found.tsx'];

describe('the student pages link without next/link (decision 330)', () => {
  it('no module of the student layout, pages or 404s imports next/link', () => {
    expect(modulePathsTo('next/link', LINKED_ENTRIES)).toEqual([]);
  });

  // and none of the other student pages (search, explorer, a post, lives, quizzes, Favoritos…): their links
  // prefetch on intent as the rest (decision 396), and their first load skips next/link's module
  // decision 447: the editors' live scheduler (its form) is a lazy part; a student's /live has no form
  it("the lives page's first load has no form library", () => {
    expect(modulePathsTo('react-hook-form', ['app/(site)/live/page.tsx'])).toEqual([]);
    expect(modulePathsTo('components/lives/live-scheduler.tsx', ['app/(site)/live/page.tsx'])).toEqual([]);
  });

  it('no other page of the student site imports next/link', () => {
    const pages = (fs.readdirSync(path.join(root, 'app/(site)'), { recursive: true }) as string[])
      .filter((f) => /(^|\/)(page|layout)\.tsx$/.test(f))
      .map((f) => `app/(site)/${f}`);
    expect(pages.length).toBeGreaterThan(15);
    expect(modulePathsTo('next/link', pages)).toEqual([]);
  });

  // Decision 360: lucide-react's icon base is a client module ('use client', for its context): an icon that
  // a server component renders puts the base in the page's chunks too, as next/link does.
  it('no module of the student layout, pages or 404s imports lucide-react', () => {
    expect(modulePathsTo('lucide-react', LINKED_ENTRIES)).toEqual([]);
  });

  it('the walk finds next/link where a server or client module imports it', () => {
    const somewhere = (fs.readdirSync(path.join(root, 'components'), { recursive: true }) as string[])
      .map((f) => `components/${f}`)
      .filter(
        (f) => /\.tsx$/.test(f) && fs.readFileSync(path.join(root, f), 'utf8').includes("from 'next/link'"),
      );
    expect(somewhere.length).toBeGreaterThan(0);
    expect(modulePathsTo('next/link', [somewhere[0]!])).toEqual([somewhere[0]]);
    expect(modulePathsTo('components/ui/app-link.tsx', ['app/(site)/layout.tsx']).length).toBeGreaterThan(0);
  });
});

// Decision 262: TanStack Query is loaded by the pages whose islands use it (inside a QueryIsland) and by the
// shell's lazy parts, never by the student layout itself.
const TANSTACK = '@tanstack/react-query';
// a value import (`import type` is erased: the lite query hook imports TanStack's types only)
const TANSTACK_VALUE = /^import\s+(?!type\s)[^;]*?from '@tanstack\/react-query'/m;
const usesTanstack = (file: string) =>
  clientModules([file], { lazy: true }).some(
    (m) => TANSTACK_VALUE.test(m.src) || m.src.includes(`import('${TANSTACK}')`),
  );
/** the pages, the nested layouts and the 404 of the student site */
const sitePages = () =>
  (fs.readdirSync(path.join(root, 'app/(site)'), { recursive: true }) as string[])
    .filter((f) => /(^|\/)(page|layout|not-found)\.tsx$/.test(f) && f !== 'layout.tsx')
    .map((f) => `app/(site)/${f}`);

describe('TanStack Query on the pages that use it only (decision 262)', () => {
  it('the student layout and the pages without query islands do not import it', () => {
    const plain = sitePages().filter((p) => !usesTanstack(p));
    expect(plain).toEqual(
      expect.arrayContaining([
        'app/(site)/homepage/page.tsx',
        'app/(site)/favoritos/page.tsx',
        // decision 300: the profile's gamification islands read through the lite query hook
        'app/(site)/dashboard/profile/page.tsx',
        // decision 301: the lesson's comments and 'Concluir aula' without TanStack Query
        'app/(site)/curso/[tenant]/[slug]/[lessonId]/page.tsx',
        // decision 320: the feed, the composer, the post card's edit/delete and the likes through the
        // lite cache; the post's menu and the delete confirmation stay lazy (and TanStack-free)
        'app/(site)/comunidade/[tenant]/[communityId]/page.tsx',
      ]),
    );
    expect(clientPathsTo(TANSTACK, ['app/layout.tsx', 'app/(site)/layout.tsx', ...plain])).toEqual([]);
  });

  it('every page whose client parts use it renders them inside a QueryIsland', () => {
    const users = sitePages().filter(usesTanstack);
    // a quiz's pages still read through TanStack Query (the post page's thread no longer: decision 448)
    expect(users).toEqual(expect.arrayContaining(['app/(site)/avaliacoes/[id]/page.tsx']));
    const bare = users.filter((p) => !fs.readFileSync(path.join(root, p), 'utf8').includes('<QueryIsland>'));
    expect(bare).toEqual([]);
  });

  it("every lazy part of the layout's first load that uses it brings its own QueryIsland", () => {
    const lazyParts = new Set<string>();
    for (const m of clientModules(['app/(site)/layout.tsx']))
      for (const spec of dynamicImports(m.src)) {
        const file = resolveImport(path.join(root, m.file), spec);
        if (file) lazyParts.add(path.relative(root, file));
      }
    const users = [...lazyParts].filter(usesTanstack);
    expect(users).toEqual(expect.arrayContaining(['components/panel/edit-drawer.tsx']));
    // decision 448: the bell's popover reads its list through the lite cache
    expect(users).not.toContain('components/notifications/bell-popover.tsx');
    const bare = users.filter((f) => !fs.readFileSync(path.join(root, f), 'utf8').includes('<QueryIsland>'));
    expect(bare).toEqual([]);
  });
});

// Decision 351: the student pages' first load translates with the lite translator; next-intl's client runtime
// (use-intl's core) comes only with the parts loaded on intent, inside NextIntlBridge, and with the pages
// whose own client parts use it.
const NEXT_INTL_VALUE = /^import\s+(?!type\s)[^;]*?from '(next-intl|use-intl)(\/react|\/core)?'/m;
const usesNextIntl = (file: string) =>
  clientModules([file], { lazy: true }).some((m) => NEXT_INTL_VALUE.test(m.src));

describe('the first load translates without next-intl (decision 351)', () => {
  it('the only use-intl module the layout, the measured pages and the 404s reach is its formatter', () => {
    const specs = new Set(
      clientModules(LINKED_ENTRIES).flatMap((m) =>
        valueImports(m.src)
          .map((i) => i.spec)
          .filter((spec) => /^(next-intl|use-intl)(\/|$)/.test(spec)),
      ),
    );
    expect([...specs]).toEqual(['use-intl/format-message']);
    // and no server module of theirs renders next-intl's provider or the bridge into them
    expect(modulePathsTo('next-intl#NextIntlClientProvider', LINKED_ENTRIES)).toEqual([]);
    expect(modulePathsTo('components/i18n/next-intl-bridge.tsx', LINKED_ENTRIES)).toEqual([]);
  });

  // a part loaded with lazyRendered (lib/client/lazy-rendered.ts: the community's ranking, custom HTML
  // blocks) comes without the bridge (decision 381), so it fails here if it uses next-intl
  it('every lazy part of the first load that uses next-intl is loaded with lazyPart (its bridge)', () => {
    const parts: string[] = [];
    const bare: string[] = [];
    for (const m of clientModules(LINKED_ENTRIES)) {
      if (m.file === 'lib/client/lazy-part.ts') continue; // the bridge's own loader
      for (const spec of dynamicImports(m.src)) {
        const file = resolveImport(path.join(root, m.file), spec);
        if (!file || !usesNextIntl(path.relative(root, file))) continue;
        parts.push(path.relative(root, file));
        const viaLazyPart = new RegExp(
          `lazyPart\\(\\s*\\(\\)\\s*=>\\s*import\\('${spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'\\)`,
        );
        if (!viaLazyPart.test(m.src)) bare.push(`${m.file} > ${spec}`);
      }
    }
    expect(parts).toEqual(
      expect.arrayContaining([
        'components/panel/edit-drawer.tsx',
        'components/notifications/bell-popover.tsx',
        'components/gamification/celebration-player.tsx',
        'components/community/post-author.ts',
      ]),
    );
    expect(bare).toEqual([]);
  });

  it('every student page whose client parts use next-intl renders them inside NextIntlBridge', () => {
    const pages = sitePages().filter((p) => p.endsWith('/page.tsx'));
    const users = pages.filter((p) => clientModules([p]).some((m) => NEXT_INTL_VALUE.test(m.src)));
    expect(users).toEqual(expect.arrayContaining(['app/(site)/avaliacoes/[id]/page.tsx']));
    // a layout may re-export one that renders it (components/i18n/next-intl-layout.tsx)
    const rendersBridge = (file: string): boolean => {
      const src = fs.readFileSync(file, 'utf8');
      if (src.includes('<NextIntlBridge>')) return true;
      const reexport = /^export \{ default \} from '([^']+)';/m.exec(src)?.[1];
      const target = reexport && resolveImport(file, reexport);
      return !!target && rendersBridge(target);
    };
    const bridged = (page: string) => {
      for (let dir = path.dirname(page); dir !== 'app/(site)'; dir = path.dirname(dir)) {
        for (const f of ['page.tsx', 'layout.tsx']) {
          const file = path.join(root, dir, f);
          if ((f === 'layout.tsx' || dir === path.dirname(page)) && fs.existsSync(file))
            if (rendersBridge(file)) return true;
        }
      }
      return false;
    };
    expect(users.filter((p) => !bridged(p))).toEqual([]);
    // the measured pages are not among them
    expect(users.filter((p) => STUDENT_ENTRIES.includes(p))).toEqual([]);
  });
});

// Decision 448: issue 16's 150 kB holds on every student page, so the other pages bench/js-weight.ts weighs
// keep the first load's rules too: their forms and lists are plain (no form, query or validation library,
// no Radix field, no class merge) and translate with the lite translator.
const WEIGHED_PAGES = [
  'app/(site)/comunidade/post/[postId]/[tenant]/[communityId]/page.tsx',
  'app/(site)/favoritos/page.tsx',
  'app/(site)/search/page.tsx',
  'app/(site)/comunidade/explorer/page.tsx',
  'app/(site)/notifications/page.tsx',
  'app/(site)/lembretes/page.tsx',
  'app/(site)/avaliacoes/page.tsx',
  'app/(site)/live/page.tsx',
];
/** a page with the layouts above it, up to the student layout (which the tests above cover) */
const withLayouts = (page: string) => {
  const out = [page];
  for (let dir = path.dirname(page); dir !== 'app/(site)'; dir = path.dirname(dir))
    if (fs.existsSync(path.join(root, dir, 'layout.tsx'))) out.push(`${dir}/layout.tsx`);
  return out;
};
const HEAVY = [
  ...LAZY_ONLY,
  TANSTACK,
  'zod',
  'radix-ui#Select',
  'radix-ui#Switch',
  'lib/client/cn.ts',
  'tailwind-merge#twMerge',
  'next-intl',
  'use-intl/core',
  'use-intl/react',
  'components/i18n/next-intl-bridge.tsx',
];

describe("the other weighed student pages keep the first load's rules (decision 448)", () => {
  it.each(WEIGHED_PAGES)('%s reaches none of the heavy modules statically', (page) => {
    expect(fs.existsSync(path.join(root, page))).toBe(true);
    const reached = HEAVY.flatMap((target) =>
      clientPathsTo(target, withLayouts(page)).map((chain) => `${target}: ${chain}`),
    );
    expect(reached).toEqual([]);
    // client modules whichever component renders them, a server one too (decisions 330, 360)
    expect(modulePathsTo('lucide-react', withLayouts(page))).toEqual([]);
    expect(modulePathsTo('next/link', withLayouts(page))).toEqual([]);
  });

  it('the walk finds them in the forms that still use them', () => {
    // the notification preferences (the side menu's modal) keep react-hook-form, zod and TanStack Query
    const prefs = ['components/notifications/preferences-form.tsx'];
    expect(clientPathsTo('react-hook-form', prefs).length).toBeGreaterThan(0);
    expect(clientPathsTo(TANSTACK, prefs).length).toBeGreaterThan(0);
    expect(clientPathsTo('zod', ['components/lives/live-scheduler.tsx']).length).toBeGreaterThan(0);
    expect(clientPathsTo('radix-ui#Switch', ['components/ui/switch.tsx']).length).toBeGreaterThan(0);
  });
});
