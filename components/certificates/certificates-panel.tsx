'use client';

import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2 } from 'lucide-react';
import { PanelError, PanelLoading } from '@/components/frame/panel-states';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import type { TCertificateSettingsView } from '@/lib/certificates/schemas';
import { certificateKeys } from '@/lib/client/certificate-keys';
import { certificatesApi } from '@/lib/client/certificates-api';
import { uploadFile } from '@/lib/client/upload';
import { acceptAttribute } from '@/lib/server/storage/kinds';
import { CertificatePreview } from './certificate-preview';
import { IssuedCertificates } from './issued-certificates';

// 'Certificados' in the edit drawer (issue 49): choose a course, then its certificate's rules and
// template with a live preview, and the certificates already issued (to revoke one). Loaded on intent
// by the drawer (next/dynamic in components/panel/registry.ts).

const INPUT = 'w-full rounded-md border border-white/20 bg-black/30 px-3 py-2 text-base';

export default function CertificatesPanel({ tenantId }: PanelProps) {
  const t = useTranslations('certificates');
  const id = useId();
  const [courseId, setCourseId] = useState('');
  const courses = useQuery({
    queryKey: certificateKeys.courses(tenantId),
    queryFn: () => certificatesApi.courses(tenantId),
  });
  if (courses.isPending) return <PanelLoading label={t('loading')} testId="certificates-panel-loading" />;
  if (courses.isError)
    return (
      <PanelError
        message={t('listError')}
        retry={() => courses.refetch()}
        testId="certificates-panel-error"
      />
    );
  if (courses.data.length === 0)
    return (
      <p className="text-sm opacity-80" data-testid="certificates-no-courses">
        {t('noCourses')}
      </p>
    );
  return (
    <div className="flex flex-col gap-4" data-testid="certificates-panel">
      <div>
        <label htmlFor={`${id}-course`} className="mb-1.5 block text-sm font-medium">
          {t('chooseCourse')}
        </label>
        <select
          id={`${id}-course`}
          data-testid="certificates-course"
          className={INPUT}
          value={courseId}
          onChange={(e) => setCourseId(e.target.value)}
        >
          <option value="">{t('chooseCoursePlaceholder')}</option>
          {courses.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      {courseId && <CourseCertificate key={courseId} courseId={courseId} />}
    </div>
  );
}

function CourseCertificate({ courseId }: { courseId: string }) {
  const t = useTranslations('certificates');
  const settings = useQuery({
    queryKey: certificateKeys.settings(courseId),
    queryFn: () => certificatesApi.settings(courseId),
  });
  if (settings.isPending) return <PanelLoading label={t('loading')} testId="certificate-settings-loading" />;
  if (settings.isError)
    return (
      <PanelError
        message={t('listError')}
        retry={() => settings.refetch()}
        testId="certificate-settings-error"
      />
    );
  return (
    <>
      <SettingsForm initial={settings.data} />
      <IssuedCertificates courseId={courseId} />
    </>
  );
}

function SettingsForm({ initial }: { initial: TCertificateSettingsView }) {
  const t = useTranslations('certificates');
  const id = useId();
  const qc = useQueryClient();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [percent, setPercent] = useState(String(initial.required_percent));
  const [quizIds, setQuizIds] = useState<string[]>(initial.required_quiz_ids);
  const [signer, setSigner] = useState(initial.signer_name);
  const [hours, setHours] = useState(initial.hours === null ? '' : String(initial.hours));
  const [background, setBackground] = useState<{ key: string; url: string | null } | null>(
    initial.background ? { key: initial.background, url: initial.background_url } : null,
  );
  const [uploading, setUploading] = useState(false);

  const save = useMutation({
    mutationFn: () =>
      certificatesApi.save(initial.course_id, {
        enabled,
        required_percent: Number(percent),
        required_quiz_ids: quizIds,
        signer_name: signer,
        hours: hours.trim() === '' ? null : Number(hours),
        background: background?.key ?? null,
      }),
    onSuccess: (saved) => {
      qc.setQueryData(certificateKeys.settings(initial.course_id), saved);
      toast.success(t('saved'));
    },
    onError: (e) => toast.error(e.message || t('saveError')),
  });

  const pickBackground = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const up = await uploadFile({
        kind: 'certificate-background',
        file,
        filename: file.name,
        fallbackMessage: t('saveError'),
      });
      setBackground({ key: up.key, url: up.url });
    } catch (e) {
      toast.error((e as Error).message || t('saveError'));
    } finally {
      setUploading(false);
    }
  };

  const shownHours = hours.trim() === '' ? initial.default_hours : Number(hours) || 0;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      data-testid="certificate-settings"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          data-testid="certificate-enabled"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="h-4 w-4 accent-[var(--color-primary,#6D28D9)]"
        />
        {t('enabled')}
      </label>
      <div>
        <label htmlFor={`${id}-percent`} className="mb-1.5 block text-sm font-medium">
          {t('requiredPercent')}
        </label>
        <input
          id={`${id}-percent`}
          data-testid="certificate-percent"
          type="number"
          min={1}
          max={100}
          className={INPUT}
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('requiredQuizzes')}</legend>
        {initial.quizzes.length === 0 ? (
          <p className="text-sm opacity-70">{t('noQuizzes')}</p>
        ) : (
          <div className="flex max-h-40 flex-col gap-1 overflow-y-auto">
            {initial.quizzes.map((q) => (
              <label key={q.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={quizIds.includes(q.id)}
                  onChange={(e) =>
                    setQuizIds((prev) =>
                      e.target.checked ? [...prev, q.id] : prev.filter((x) => x !== q.id),
                    )
                  }
                />
                {q.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-signer`} className="mb-1.5 block text-sm font-medium">
          {t('signer')}
        </label>
        <input
          id={`${id}-signer`}
          data-testid="certificate-signer"
          className={INPUT}
          maxLength={120}
          value={signer}
          onChange={(e) => setSigner(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-hours`} className="mb-1.5 block text-sm font-medium">
          {t('hoursLabel')}
        </label>
        <input
          id={`${id}-hours`}
          data-testid="certificate-hours"
          type="number"
          min={1}
          className={INPUT}
          value={hours}
          placeholder={String(initial.default_hours)}
          onChange={(e) => setHours(e.target.value)}
        />
        <p className="mt-1 text-xs opacity-70">{t('hoursHint', { hours: initial.default_hours })}</p>
      </div>
      <div>
        <label htmlFor={`${id}-bg`} className="mb-1.5 block text-sm font-medium">
          {t('backgroundLabel')}
        </label>
        <input
          id={`${id}-bg`}
          type="file"
          accept={acceptAttribute('certificate-background')}
          disabled={uploading}
          onChange={(e) => void pickBackground(e.target.files?.[0])}
          className="text-sm"
        />
        {background && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() => setBackground(null)}
          >
            {t('removeBackground')}
          </Button>
        )}
      </div>
      <CertificatePreview
        courseTitle={initial.course_title}
        schoolName={initial.school_name}
        signerName={signer}
        hours={shownHours}
        primaryColor={initial.primary_color}
        logoUrl={initial.logo_url}
        backgroundUrl={background?.url ?? null}
      />
      <div>
        <Button type="submit" disabled={save.isPending || uploading} data-testid="certificate-save">
          {save.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
