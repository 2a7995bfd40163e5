'use client';

import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { LessonList, type ListLesson } from './lesson-list';

/**
 * The 'Tela cheia' lessons drawer itself, loaded on the first opening by ./lessons-drawer, whose button is
 * not a Radix trigger: on closing, the focus goes back to that button (what Radix does for its trigger).
 */
export function LessonsDrawerSheet({
  open,
  onOpenChange,
  returnFocus,
  tenantId,
  title,
  lessons,
  currentId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  tenantId: string;
  title: string;
  lessons: ListLesson[];
  currentId: string;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        data-testid="lessons-drawer"
        className="gap-4 overflow-y-auto p-4 pt-12"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-semibold">{title}</SheetTitle>
        <LessonList
          tenantId={tenantId}
          lessons={lessons}
          currentId={currentId}
          onNavigate={() => onOpenChange(false)}
        />
      </SheetContent>
    </Sheet>
  );
}
