'use client';

import { useEffect, useId } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { LESSON_TEMPLATES, TEMPLATE_LABEL_KEYS, type TLessonTemplate } from '@/lib/lesson/schemas';
import { SectionHeader } from '@/components/panel/section-header';
import { useSetComments, useSetTemplate, useTemplateSettings } from './use-lesson-settings';

/** Ajustes gerais: the lesson template (saved on choice) and the comments switch (saved at once). */
export function GeneralSettings({ tenantId, onBack }: { tenantId: string; onBack: () => void }) {
  const t = useTranslations('lesson');
  const id = useId();
  const settings = useTemplateSettings(tenantId);
  const setTemplate = useSetTemplate(tenantId);
  const setComments = useSetComments(tenantId);

  useEffect(() => {
    if (settings.isError) toast.error(t('general.loadFailed'));
  }, [settings.isError, t]);

  const chooseTemplate = (value: string) => {
    const next = Number(value) as TLessonTemplate;
    setTemplate.mutate(next, {
      onSuccess: () => toast.success(t('general.templateSaved')),
      onError: () => toast.error(t('general.templateFailed')),
    });
  };

  const toggleComments = (on: boolean) => {
    setComments.mutate(on ? 1 : 0, {
      onSuccess: () => toast.success(t('general.commentsSaved')),
      onError: () => toast.error(t('general.commentsFailed')),
    });
  };

  let body;
  if (settings.isPending) {
    body = (
      <div className="space-y-3" data-testid="lesson-general-loading">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (settings.isError) {
    body = (
      <div role="alert" className="space-y-3 text-sm" data-testid="lesson-general-error">
        <p className="text-red-300">{t('general.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => settings.refetch()}>
          {t('general.retry')}
        </Button>
      </div>
    );
  } else {
    const current = setTemplate.isPending ? setTemplate.variables : settings.data.theme_classes;
    const commentsOn = setComments.isPending ? setComments.variables === 1 : settings.data.comment === 1;
    body = (
      <div className="space-y-6">
        <fieldset>
          <legend className="mb-3 text-sm font-medium">{t('general.templateTitle')}</legend>
          <RadioGroup
            value={String(current)}
            onValueChange={chooseTemplate}
            disabled={setTemplate.isPending}
            data-testid="lesson-template"
          >
            {LESSON_TEMPLATES.map((value) => (
              <label
                key={value}
                htmlFor={`${id}-tpl-${value}`}
                className="flex cursor-pointer items-center gap-3 rounded-md border border-white/10 px-3 py-2.5 text-sm hover:bg-white/5"
              >
                <RadioGroupItem
                  id={`${id}-tpl-${value}`}
                  value={String(value)}
                  data-testid={`lesson-template-${value}`}
                />
                <span>{t(`general.${TEMPLATE_LABEL_KEYS[value]}`)}</span>
              </label>
            ))}
          </RadioGroup>
        </fieldset>
        <div>
          <p className="mb-3 text-sm font-medium">{t('general.commentsTitle')}</p>
          <div className="flex items-center justify-between gap-3 rounded-md border border-white/10 px-3 py-2.5">
            <label htmlFor={`${id}-comments`} className="text-sm">
              {t('general.commentsLabel')}
            </label>
            <Switch
              id={`${id}-comments`}
              checked={commentsOn}
              onCheckedChange={toggleComments}
              disabled={setComments.isPending}
              data-testid="lesson-comments"
            />
          </div>
        </div>
      </div>
    );
  }

  return (
    <section data-testid="lesson-general">
      <SectionHeader backTestId="lesson-section-back" title={t('menu.general')} onBack={onBack} />
      {body}
    </section>
  );
}
