'use client';

import { Suspense, useId, useState, type ComponentProps } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ArrowLeft, ChevronRight, CircleHelp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/client/cn';
import type { TeamRole } from '@/lib/auth/permissions';
import { groupEntries, isUsable, PANEL_REGISTRY, type PanelEntry, type PanelId } from './registry';
import { QueryIsland } from '@/lib/client/query-island';

interface EditDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the host's tenant, passed to every sub-panel */
  tenantId: string;
  /** the external help centre (HELP_CENTER_URL) each sub-panel links to; no link without one */
  helpUrl?: string | null;
  entries?: readonly PanelEntry[];
  /** the member's role: the drawer lists only the sections it may use (ADR 0502) */
  role: TeamRole | null;
}

const ROW =
  'flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-primary';

/** The edit-mode drawer (SPEC.md section 2.5): the option list, or one option's sub-panel. */
function EditDrawerBody({
  open,
  onOpenChange,
  tenantId,
  helpUrl,
  entries = PANEL_REGISTRY,
  role,
}: EditDrawerProps) {
  const t = useTranslations('panel');
  const groupIds = useId();
  const [activeId, setActiveId] = useState<PanelId | null>(null);
  const groups = groupEntries(entries, role);
  const active = groups
    .flatMap((g) => g.entries)
    .find((e) => e.id === activeId && e.status === 'panel' && e.panel);

  // A panel that closes the drawer (e.g. after a save) leaves it on the option list for next time.
  const close = () => {
    setActiveId(null);
    onOpenChange(false);
  };
  const handleOpenChange = (next: boolean) => {
    if (!next) setActiveId(null);
    onOpenChange(next);
  };

  return (
    <Sheet open={open} onOpenChange={handleOpenChange}>
      <SheetContent data-testid="edit-drawer" className="w-full max-w-full sm:max-w-md" hideClose={!!active}>
        {active?.panel ? (
          <SubPanel
            entry={active}
            tenantId={tenantId}
            help={active.help ?? helpUrl ?? null}
            onBack={() => setActiveId(null)}
            onClose={close}
          />
        ) : (
          <>
            <div className="border-b border-white/10 px-6 pt-6 pb-4 pr-14">
              <SheetTitle className="text-lg font-semibold">{t('title')}</SheetTitle>
              <SheetDescription className="mt-1 text-sm opacity-70">{t('description')}</SheetDescription>
            </div>
            <nav aria-label={t('listLabel')} className="flex-1 overflow-y-auto px-3 py-3">
              {groups.length === 0 && (
                <p className="px-3 py-2 text-sm opacity-70" data-testid="edit-drawer-empty">
                  {t('noSections')}
                </p>
              )}
              {groups.map(({ group, entries: inGroup }) => (
                <div
                  key={group}
                  role="group"
                  aria-labelledby={`${groupIds}-${group}`}
                  data-testid={`edit-group-${group}`}
                  className="mb-3 last:mb-0"
                >
                  <h3
                    id={`${groupIds}-${group}`}
                    className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide uppercase opacity-60"
                  >
                    {t(`groups.${group}`)}
                  </h3>
                  <ul className="flex flex-col gap-0.5">
                    {inGroup.map((entry) => (
                      <li key={entry.id}>
                        <OptionRow
                          entry={entry}
                          label={t(entry.labelKey)}
                          soon={t('soon')}
                          onOpenPanel={setActiveId}
                          onNavigate={close}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

function OptionRow({
  entry,
  label,
  soon,
  onOpenPanel,
  onNavigate,
}: {
  entry: PanelEntry;
  label: string;
  soon: string;
  onOpenPanel: (id: PanelId) => void;
  onNavigate: () => void;
}) {
  const Icon = entry.icon;
  const testId = `edit-option-${entry.id}`;
  const content = (
    <>
      <Icon aria-hidden className="h-5 w-5 shrink-0 opacity-80" />
      <span className="flex-1">{label}</span>
    </>
  );
  if (!isUsable(entry)) {
    return (
      <button
        type="button"
        disabled
        aria-disabled
        data-testid={testId}
        data-status="soon"
        className={cn(ROW, 'cursor-not-allowed opacity-60')}
      >
        {content}
        <Badge tone="muted">{soon}</Badge>
      </button>
    );
  }
  if (entry.status === 'link') {
    return (
      <Link
        href={entry.href!}
        data-testid={testId}
        data-status="link"
        onClick={onNavigate}
        className={cn(ROW, 'hover:bg-white/10')}
      >
        {content}
        <ChevronRight aria-hidden className="h-4 w-4 opacity-60" />
      </Link>
    );
  }
  return (
    <button
      type="button"
      data-testid={testId}
      data-status="panel"
      onClick={() => onOpenPanel(entry.id)}
      className={cn(ROW, 'hover:bg-white/10')}
    >
      {content}
      <ChevronRight aria-hidden className="h-4 w-4 opacity-60" />
    </button>
  );
}

function SubPanel({
  entry,
  tenantId,
  help,
  onBack,
  onClose,
}: {
  entry: PanelEntry;
  tenantId: string;
  /** the entry's own article, else the help centre; no link when neither is set */
  help: string | null;
  onBack: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('panel');
  const Panel = entry.panel!;
  return (
    <div className="flex h-full flex-col" data-testid={`edit-panel-${entry.id}`}>
      <div className="flex items-center gap-2 border-b border-white/10 px-4 py-4">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('back')}
          data-testid="edit-panel-back"
          className="rounded-md p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <ArrowLeft aria-hidden className="h-5 w-5" />
        </button>
        <SheetTitle className="flex-1 text-base font-semibold">{t(entry.labelKey)}</SheetTitle>
        {help && (
          <a
            href={help}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="edit-panel-help"
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm opacity-80 hover:bg-white/10 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <CircleHelp aria-hidden className="h-4 w-4" />
            {t('help')}
          </a>
        )}
      </div>
      <SheetDescription className="sr-only">{t('description')}</SheetDescription>
      <div className="flex-1 overflow-y-auto p-4">
        {/* The panels are next/dynamic chunks without a boundary of their own: while one loads, only this
            box waits. Without it the suspension reached the boundary above the sheet (the shell's
            next/dynamic one when the drawer loads on intent), which hid the sheet and re-mounted its focus
            trap on top of the panels' dialogs: their inputs lost focus to the drawer (decision 230). */}
        <Suspense fallback={<div aria-busy className="h-24" data-testid="edit-panel-loading" />}>
          <Panel tenantId={tenantId} onBack={onBack} onClose={onClose} />
        </Suspense>
      </div>
    </div>
  );
}

/** Loaded on demand; brings the tab's query layer with it (decision 262). */
export function EditDrawer(props: ComponentProps<typeof EditDrawerBody>) {
  return (
    <QueryIsland>
      <EditDrawerBody {...props} />
    </QueryIsland>
  );
}
