'use client';

import { Suspense, useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { ListVideo } from '@/components/icons/list-video';
import { PlainButton } from '@/components/ui/plain-button';
import type { ListLesson } from './lesson-list';
import { lazyPart } from '@/lib/client/lazy-part';

// The sheet (Radix dialog) is downloaded on the first opening or when the button is hovered or focused,
// with its own <Suspense> (decisions 230, 233, 242).
const { Part: LessonsDrawerSheet, preload: preloadSheet } = lazyPart(
  () => import('./lessons-drawer-sheet'),
  'LessonsDrawerSheet',
);

/** 'Tela cheia' template: the module's lessons live in a right drawer instead of beside the player. */
export function LessonsDrawer(props: {
  tenantId: string;
  title: string;
  lessons: ListLesson[];
  currentId: string;
}) {
  const t = useTranslations('course');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <PlainButton
        ref={buttonRef}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        data-testid="lessons-drawer-open"
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <ListVideo aria-hidden className="h-4 w-4" />
        {t('openLessons')}
      </PlainButton>
      {wanted && (
        <Suspense fallback={null}>
          <LessonsDrawerSheet {...props} open={open} onOpenChange={setOpen} returnFocus={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
