'use client';

import { useEffect, useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Select, type SelectOption } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/client/cn';
import { useCommunities } from '@/lib/client/communities-api';
import { customHtmlApi, useCustomHtml, useModuleLessons } from '@/lib/client/custom-html-api';
import { customHtmlKeys } from '@/lib/client/custom-html-keys';
import { isApiError } from '@/lib/client/fetcher';
import { useCourses, useModules } from '@/lib/client/showcase-api';
import {
  CUSTOM_HTML_FORM_DEFAULTS,
  CUSTOM_HTML_PAGES,
  CUSTOM_HTML_PANEL_PAGES,
  CUSTOM_HTML_TITLE_MAX,
  PAGE_RESOURCES,
  ZCustomHtmlBody,
  type TCustomHtml,
  type TCustomHtmlBody,
  type TCustomHtmlForm,
} from '@/lib/custom-html/schemas';
import { AllowedHostsField } from './allowed-hosts-field';
import { PreviewDialog } from './preview-dialog';
import { VersionsList } from './versions-list';

// The Novo / Editar modal (SPEC 2.10, 4, 5): title, page, the selectors that page uses, the code editor,
// the hosts the block may reach (ADR 0242), Pré-visualizar and Salvar. After a save the modal closes
// (500 ms, SPEC 9) and the form resets. The selects are controlled by the form's values: when editing,
// a resource list that arrives after the block still shows the block's choice (an uncontrolled select
// would fall back to "all").

const CodeEditor = dynamic(() => import('./code-editor'), {
  ssr: false,
  loading: () => <Skeleton className="h-60 w-full" data-testid="custom-html-editor-loading" />,
});

const CLOSE_AFTER_SAVE_MS = 500;
/** The kit's Select reserves '' for "nothing chosen", so "all courses/modules/…" (an empty id) is this. */
const ALL = '__all__';
const FIELD =
  'w-full rounded-md border bg-black/30 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary';

const toForm = (item: TCustomHtml): TCustomHtmlForm => ({
  title: item.title,
  html: item.html ?? '',
  page: item.page,
  course_id: item.course_id ?? '',
  module_id: item.module_id ?? '',
  lesson_id: item.lesson_id ?? '',
  community_id: item.community_id ?? '',
  allowed_hosts: item.allowed_hosts.join('\n'),
});

export function CustomHtmlDialog({
  tenantId,
  open,
  editId,
  onClose,
}: {
  tenantId: string;
  open: boolean;
  /** null for Novo */
  editId: string | null;
  onClose: () => void;
}) {
  const t = useTranslations('customHtml');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const ids = {
    title: useId(),
    page: useId(),
    code: useId(),
    course: useId(),
    mod: useId(),
    lesson: useId(),
    com: useId(),
    hosts: useId(),
  };
  const [previewing, setPreviewing] = useState(false);
  // Set on a successful save until the modal closes: a second click in those 500 ms saves nothing.
  const [saved, setSaved] = useState(false);
  const existing = useCustomHtml(open ? editId : null);

  const form = useForm<TCustomHtmlForm, unknown, TCustomHtmlBody>({
    resolver: zodResolver(ZCustomHtmlBody) as unknown as Resolver<TCustomHtmlForm, unknown, TCustomHtmlBody>,
    defaultValues: CUSTOM_HTML_FORM_DEFAULTS,
  });
  const { register, control, handleSubmit, reset, setValue, setError, formState } = form;
  const page = useWatch({ control, name: 'page' });
  const courseId = useWatch({ control, name: 'course_id' });
  const moduleId = useWatch({ control, name: 'module_id' });
  const lessonId = useWatch({ control, name: 'lesson_id' });
  const communityId = useWatch({ control, name: 'community_id' });
  const html = useWatch({ control, name: 'html' });
  const allowedHosts = useWatch({ control, name: 'allowed_hosts' });
  const used = page ? PAGE_RESOURCES[page] : [];

  const courses = useCourses(tenantId, open && used.includes('course_id'));
  const modules = useModules(tenantId, open && used.includes('module_id') && !!courseId);
  const lessons = useModuleLessons(open && used.includes('lesson_id') ? moduleId : '');
  const communities = useCommunities(tenantId);

  // Editing: the form takes the block once it arrives; Novo starts empty.
  useEffect(() => {
    if (!open) return;
    if (!editId) reset(CUSTOM_HTML_FORM_DEFAULTS);
    else if (existing.data) reset(toForm(existing.data));
  }, [open, editId, existing.data, reset]);

  const close = () => {
    reset(CUSTOM_HTML_FORM_DEFAULTS);
    setSaved(false);
    setPreviewing(false);
    onClose();
  };

  const save = useMutation({
    mutationFn: (body: TCustomHtmlBody) => customHtmlApi.save(editId, body),
    onSuccess: (item) => {
      setSaved(true);
      toast.success(t(editId ? 'updated' : 'created'));
      // the 500 ms start at the server's answer (SPEC 4, 9); the list refetches meanwhile
      window.setTimeout(close, CLOSE_AFTER_SAVE_MS);
      qc.setQueryData(customHtmlKeys.one(item.id), item);
      void qc.invalidateQueries({ queryKey: customHtmlKeys.list() });
      void qc.invalidateQueries({ queryKey: customHtmlKeys.versions(item.id) });
    },
    onError: (err) => {
      toast.error(t(editId ? 'updateFailed' : 'createFailed'));
      if (isApiError(err) && err.fields)
        for (const [field, message] of Object.entries(err.fields))
          if (field in CUSTOM_HTML_FORM_DEFAULTS) setError(field as keyof TCustomHtmlForm, { message });
    },
  });

  const errorText = (message?: string) =>
    message ? (tAll.has(message) ? tAll(message) : message) : undefined;
  const err = (f: keyof TCustomHtmlForm) => errorText(formState.errors[f]?.message);

  const clearBelow = (from: 'page' | 'course_id' | 'module_id') => {
    const order = ['course_id', 'module_id', 'lesson_id', 'community_id'] as const;
    const start = from === 'page' ? 0 : order.indexOf(from) + 1;
    for (const f of order.slice(start)) if (!(from !== 'page' && f === 'community_id')) setValue(f, '');
  };

  const loadingExisting = !!editId && existing.isPending;
  const courseModules = (modules.data ?? []).filter((m) => m.course_id === courseId);

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent data-testid="custom-html-dialog" className="max-h-[95dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t(editId ? 'modalEdit' : 'modalNew')}</DialogTitle>
          <DialogDescription>
            {t('modalDescription', { tags: '{{nome}}, {{email}}, {{plataforma}}' })}
          </DialogDescription>
        </DialogHeader>
        {loadingExisting ? (
          <div className="flex flex-col gap-3" data-testid="custom-html-dialog-loading">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-60 w-full" />
          </div>
        ) : (
          <form
            noValidate
            onSubmit={handleSubmit((body) => save.mutate(body))}
            className="flex flex-col gap-4"
          >
            <Field id={ids.title} label={t('title')} error={err('title')}>
              <input
                id={ids.title}
                maxLength={CUSTOM_HTML_TITLE_MAX}
                data-testid="custom-html-title"
                aria-invalid={err('title') ? true : undefined}
                className={cn(FIELD, err('title') ? 'border-red-400' : 'border-white/20')}
                {...register('title')}
              />
            </Field>
            <Field id={ids.page} label={t('page')} error={err('page')}>
              <Controller
                control={control}
                name="page"
                render={({ field }) => (
                  <Select
                    id={ids.page}
                    data-testid="custom-html-page"
                    aria-invalid={err('page') ? true : undefined}
                    placeholder={t('pagePlaceholder')}
                    // a block saved on 'product' before keeps its page in the list (ADR 0265)
                    options={(field.value === 'product' ? CUSTOM_HTML_PAGES : CUSTOM_HTML_PANEL_PAGES).map(
                      (p) => ({ value: p, label: t(`pages.${p}`) }),
                    )}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onValueChange={(v) => {
                      field.onChange(v as TCustomHtmlForm['page']);
                      clearBelow('page');
                    }}
                  />
                )}
              />
            </Field>
            {used.includes('course_id') && (
              <Field id={ids.course} label={t('course')} error={err('course_id')}>
                <ResourceSelect
                  id={ids.course}
                  testId="custom-html-course"
                  value={courseId}
                  allLabel={t('allCourses')}
                  options={(courses.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
                  onChange={(v) => {
                    setValue('course_id', v);
                    clearBelow('course_id');
                  }}
                />
              </Field>
            )}
            {used.includes('module_id') && courseId && (
              <Field id={ids.mod} label={t('module')} error={err('module_id')}>
                <ResourceSelect
                  id={ids.mod}
                  testId="custom-html-module"
                  value={moduleId}
                  allLabel={t('allModules')}
                  options={courseModules.map((m) => ({ value: m.id, label: m.title }))}
                  onChange={(v) => {
                    setValue('module_id', v);
                    clearBelow('module_id');
                  }}
                />
                {modules.isSuccess && courseModules.length === 0 && (
                  <p className="mt-1 text-xs opacity-70">{t('noModules')}</p>
                )}
              </Field>
            )}
            {used.includes('lesson_id') && moduleId && (
              <Field id={ids.lesson} label={t('lesson')} error={err('lesson_id')}>
                <ResourceSelect
                  id={ids.lesson}
                  testId="custom-html-lesson"
                  value={lessonId}
                  allLabel={t('allLessons')}
                  options={(lessons.data ?? []).map((l) => ({ value: l.id, label: l.title }))}
                  onChange={(v) => setValue('lesson_id', v)}
                />
                {lessons.isSuccess && lessons.data.length === 0 && (
                  <p className="mt-1 text-xs opacity-70">{t('noLessons')}</p>
                )}
              </Field>
            )}
            {used.includes('community_id') && (
              <Field id={ids.com} label={t('community')} error={err('community_id')}>
                <ResourceSelect
                  id={ids.com}
                  testId="custom-html-community"
                  value={communityId}
                  allLabel={t('allCommunities')}
                  options={(communities.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
                  onChange={(v) => setValue('community_id', v)}
                />
              </Field>
            )}
            <div>
              <span id={ids.code} className="mb-1.5 block text-sm font-medium">
                {t('code')}
              </span>
              <Controller
                control={control}
                name="html"
                render={({ field }) => (
                  <CodeEditor
                    value={field.value}
                    onChange={field.onChange}
                    labelledBy={ids.code}
                    invalid={!!err('html')}
                    testId="custom-html-code"
                  />
                )}
              />
              <FieldError text={err('html')} />
            </div>
            <AllowedHostsField
              id={ids.hosts}
              registration={register('allowed_hosts')}
              error={err('allowed_hosts')}
              className={FIELD}
            />
            {editId && <VersionsList id={editId} onRestored={(item) => reset(toForm(item))} />}
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="secondary"
                // a host the server would refuse is shown at its field, not as a refused preview
                onClick={() => void form.trigger('allowed_hosts').then((ok) => ok && setPreviewing(true))}
                disabled={!html?.trim()}
                data-testid="custom-html-preview-open"
              >
                {t('preview')}
              </Button>
              <Button type="submit" disabled={save.isPending || saved} data-testid="custom-html-save">
                {save.isPending ? t('saving') : t('save')}
              </Button>
            </div>
          </form>
        )}
        <PreviewDialog
          html={html ?? ''}
          allowedHosts={allowedHosts ?? ''}
          open={previewing}
          onClose={() => setPreviewing(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** A resource select whose first choice, "all …", stands for an empty id. */
function ResourceSelect({
  id,
  testId,
  value,
  allLabel,
  options,
  onChange,
}: {
  id: string;
  testId: string;
  value: string | undefined;
  allLabel: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <Select
      id={id}
      data-testid={testId}
      value={value || ALL}
      options={[{ value: ALL, label: allLabel }, ...options]}
      onValueChange={(v) => onChange(v === ALL ? '' : v)}
    />
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldError text={error} />
    </div>
  );
}

function FieldError({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p className="mt-1 text-sm text-red-300" data-testid="custom-html-field-error">
      {text}
    </p>
  );
}
