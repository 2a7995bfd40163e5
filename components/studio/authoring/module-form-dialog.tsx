'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/auth/fields';
import { SwitchRow, TextArea } from '@/components/communities/form-parts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/client/fetcher';
import { studioCourseApi, type StudioModuleRow } from '@/lib/client/studio-course-api';
import { CoverField } from './cover-field';

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
    <Dialog open onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto" data-testid="studio-module-dialog">
        <DialogHeader>
          <DialogTitle>{t('structure.moduleFormTitle')}</DialogTitle>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy && !uploading) void submit();
          }}
        >
          <TextField
            id="studio-module-title"
            testId="studio-module-title"
            label={t('fields.title')}
            value={title}
            error={errors.title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextArea
            id="studio-module-description"
            testId="studio-module-description"
            label={t('fields.description')}
            value={description}
            error={errors.description}
            onChange={(e) => setDescription(e.target.value)}
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
          {errors.form ? (
            <p role="alert" className="text-sm text-red-300">
              {errors.form}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy || uploading} data-testid="studio-module-save">
              {t('save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
