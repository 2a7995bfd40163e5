'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { SwitchRow } from '@/components/communities/form-parts';
import { isApiError } from '@/lib/client/fetcher';
import { studioCourseApi, type StudioModuleRow } from '@/lib/client/studio-course-api';
import { CoverField } from './cover-field';
import { StudioFormDialog, TitleAndDescription } from './form-parts';

/** 'Editar módulo': title, description, cover and draft/published, saved with one PATCH. */
export function ModuleFormDialog({
  module: mod,
  onClose,
  onSaved,
}: {
  module: StudioModuleRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('studioCourse');
  const [title, setTitle] = useState(mod.title);
  const [description, setDescription] = useState(mod.description);
  const [cover, setCover] = useState(mod.cover_url);
  const [published, setPublished] = useState(mod.published);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      await studioCourseApi.updateModule(mod.id, { title, description, cover_url: cover, published });
      onSaved();
    } catch (err) {
      const message = isApiError(err) && err.message ? err.message : t('saveFailed');
      setErrors(isApiError(err) && err.fields ? err.fields : { form: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <StudioFormDialog
      testId="studio-module"
      title={t('structure.moduleFormTitle')}
      busy={busy}
      locked={uploading}
      error={errors.form}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TitleAndDescription
        testId="studio-module"
        title={title}
        description={description}
        errors={errors}
        onTitle={setTitle}
        onDescription={setDescription}
      />
      <CoverField
        value={cover}
        onChange={setCover}
        onBusyChange={setUploading}
        testId="studio-module-cover"
      />
      <SwitchRow
        label={t('published')}
        checked={published}
        onChange={setPublished}
        testId="studio-module-published"
      />
    </StudioFormDialog>
  );
}
