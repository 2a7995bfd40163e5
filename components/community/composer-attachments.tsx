'use client';

import { useTranslations } from '@/components/i18n/lite-intl';
import { X } from '@/components/icons/x';
import type { Pending } from './composer-actions';

/**
 * The composer's picked files: each with its upload progress, then its name and a button to drop it.
 * Shown only once a file is picked, so it comes with the write path's chunk (./composer-actions.ts,
 * decision 381), not with the page.
 */
export function ComposerAttachments({
  files,
  onRemove,
}: {
  files: Pending[];
  onRemove: (local: string) => void;
}) {
  const t = useTranslations('community.composer');
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="composer-attachments">
      {files.map((f) => (
        <li key={f.local} className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate">
            {f.done ? f.name : t('uploading', { name: f.name, percent: f.progress })}
          </span>
          {f.done && (
            <button type="button" aria-label={t('remove')} onClick={() => onRemove(f.local)}>
              <X aria-hidden className="h-4 w-4" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
