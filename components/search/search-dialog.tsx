'use client';

import { useState, type ComponentProps, type FormEvent, type RefObject } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useQuickSearch } from '@/lib/client/search-api';
import { SEARCH_KINDS, searchPageUrl, TERM_MAX } from '@/lib/search/urls';
import { QueryIsland } from '@/lib/client/query-island';

/**
 * The header's search modal (SPEC 2.14): quick results while typing; Enter opens /search. Loaded on the
 * first opening by ./search-modal, whose button is not a Radix trigger: on closing, the focus goes back
 * to that button (what Radix does for its own trigger).
 */
function SearchDialogBody({
  open,
  onOpenChange,
  contentId,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('search');
  const router = useRouter();
  const [value, setValue] = useState('');
  const { term, data, isFetching, isError } = useQuickSearch(value);
  const trimmed = value.trim();

  const close = () => {
    onOpenChange(false);
    setValue('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return;
    router.push(searchPageUrl(trimmed.slice(0, TERM_MAX)));
    close();
  };
  const hits = data ? SEARCH_KINDS.flatMap((k) => data[k].items) : [];
  const settled = term === trimmed && !isFetching;

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent
        id={contentId}
        data-testid="search-modal"
        className="top-24 translate-y-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <form role="search" onSubmit={submit} className="flex gap-2">
          <input
            type="search"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={TERM_MAX}
            placeholder={t('placeholder')}
            aria-label={t('inputLabel')}
            data-testid="search-input"
            autoFocus
            className="min-w-0 flex-1 rounded-md border border-white/15 bg-surface px-3 py-2 text-sm outline-none focus-visible:outline-2 focus-visible:outline-primary"
          />
          <Button type="submit" disabled={!trimmed} data-testid="search-submit">
            {t('submit')}
          </Button>
        </form>
        <div aria-live="polite" className="mt-4 min-h-6 text-sm" data-testid="search-quick">
          {trimmed && !settled && <p className="opacity-70">{t('searching')}</p>}
          {trimmed && settled && isError && <p role="alert">{t('error')}</p>}
          {trimmed && settled && data && hits.length === 0 && <p>{t('quickEmpty', { term: trimmed })}</p>}
          {trimmed && settled && hits.length > 0 && (
            <ul className="flex flex-col gap-1">
              {hits.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`}>
                  <Link
                    href={hit.href}
                    onClick={close}
                    data-testid="search-quick-result"
                    data-kind={hit.kind}
                    className="flex flex-col rounded-md px-2 py-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <span className="text-xs uppercase opacity-60">{t(`groups.${hit.kind}`)}</span>
                    <span className="font-medium">{hit.title}</span>
                    {hit.context && <span className="text-xs opacity-70">{hit.context}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {trimmed && (
            <Link
              href={searchPageUrl(trimmed.slice(0, TERM_MAX))}
              onClick={close}
              className="mt-3 inline-block text-sm font-medium underline"
              data-testid="search-see-all"
            >
              {t('seeAll')}
            </Link>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Loaded on demand; brings the tab's query layer with it (decision 262). */
export function SearchDialog(props: ComponentProps<typeof SearchDialogBody>) {
  return (
    <QueryIsland>
      <SearchDialogBody {...props} />
    </QueryIsland>
  );
}
