'use client';

import { Suspense, useId, useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { Search } from '@/components/icons/search';
import { PlainButton } from '@/components/ui/plain-button';
import { lazyPart } from '@/lib/client/lazy-part';

// The modal (Radix dialog, the quick results) is downloaded on the first opening or when the button is
// hovered or focused, with its own <Suspense> (decisions 230, 233, 240).
const { Part: SearchDialog, preload: preloadDialog } = lazyPart(
  () => import('./search-dialog'),
  'SearchDialog',
);

/**
 * The header's search button (SPEC 2.14). The modal is rendered from the first opening on (then Radix
 * opens and closes it); the button is not a Radix trigger, so the dialog gives the focus back to it on
 * closing (./search-dialog).
 */
export function SearchModal() {
  const t = useTranslations('search');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  return (
    <>
      <PlainButton
        ref={buttonRef}
        variant="ghost"
        size="icon"
        round
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-testid="search-button"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden className="h-5 w-5" />
      </PlainButton>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} contentId={contentId} returnFocus={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
