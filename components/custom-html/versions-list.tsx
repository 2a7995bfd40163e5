'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { customHtmlApi, useCustomHtmlVersions } from '@/lib/client/custom-html-api';
import { customHtmlKeys } from '@/lib/client/custom-html-keys';
import type { TCustomHtml } from '@/lib/custom-html/schemas';

/** Every saved state of a block, newest (the current one) first; any older one can be restored. */
export function VersionsList({ id, onRestored }: { id: string; onRestored: (item: TCustomHtml) => void }) {
  const t = useTranslations('customHtml');
  const format = useFormatter();
  const qc = useQueryClient();
  const versions = useCustomHtmlVersions(id);
  const restore = useMutation({
    mutationFn: (versionId: string) => customHtmlApi.restore(id, versionId),
    onSuccess: async (item) => {
      toast.success(t('restored'));
      qc.setQueryData(customHtmlKeys.one(id), item);
      await Promise.all([
        qc.invalidateQueries({ queryKey: customHtmlKeys.versions(id) }),
        qc.invalidateQueries({ queryKey: customHtmlKeys.list() }),
      ]);
      onRestored(item);
    },
    onError: () => toast.error(t('restoreFailed')),
  });

  return (
    <details className="rounded-md border border-white/10" data-testid="custom-html-versions">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary">
        {t('versions')}
      </summary>
      <div className="border-t border-white/10 p-3">
        {versions.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : versions.isError || !versions.data?.length ? (
          <p className="text-sm opacity-70">{t('versionsEmpty')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {versions.data.map((v, i) => (
              <li
                key={v.id}
                className="flex flex-wrap items-center justify-between gap-2 text-sm"
                data-testid="custom-html-version"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{v.title}</span>
                  <span className="block text-xs opacity-70">
                    {t('versionBy', {
                      name: v.author_name || '—',
                      date: format.dateTime(new Date(v.created_at), {
                        dateStyle: 'short',
                        timeStyle: 'short',
                      }),
                    })}
                  </span>
                </span>
                {i === 0 ? (
                  <span className="text-xs opacity-70">{t('current')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={restore.isPending}
                    onClick={() => restore.mutate(v.id)}
                    data-testid="custom-html-version-restore"
                  >
                    {t('restore')}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
