'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListVideo } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { LessonList, type ListLesson } from './lesson-list';

/** 'Tela cheia' template: the module's lessons live in a right drawer instead of beside the player. */
export function LessonsDrawer({
  tenantId,
  title,
  lessons,
  currentId,
}: {
  tenantId: string;
  title: string;
  lessons: ListLesson[];
  currentId: string;
}) {
  const t = useTranslations('course');
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="secondary" data-testid="lessons-drawer-open">
          <ListVideo aria-hidden className="h-4 w-4" />
          {t('openLessons')}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" data-testid="lessons-drawer" className="gap-4 overflow-y-auto p-4 pt-12">
        <SheetTitle className="text-lg font-semibold">{title}</SheetTitle>
        <LessonList
          tenantId={tenantId}
          lessons={lessons}
          currentId={currentId}
          onNavigate={() => setOpen(false)}
        />
      </SheetContent>
    </Sheet>
  );
}
