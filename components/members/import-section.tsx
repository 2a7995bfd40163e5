'use client';

import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/client/fetcher';
import { fetchImports, importReportHref, startImport } from '@/lib/client/members-api';
import { membersKeys } from '@/lib/client/members-keys';
import { IMPORT_POLL_MS, type TImport } from '@/lib/members/schemas';
import { useFormatDate } from './parts';

const running = (i: TImport) => i.status === 'queued' || i.status === 'running';

/**
 * The CSV import: pick a file (and whether to invite), then the recent imports with their progress. The
 * list is read from the server and polled while one runs, so a closed and reopened panel shows it again.
 */
export function ImportSection() {
  const t = useTranslations('members');
  const qc = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [invite, setInvite] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const imports = useQuery({
    queryKey: membersKeys.imports(),
    queryFn: fetchImports,
    refetchInterval: (q) => (q.state.data?.some(running) ? IMPORT_POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: () => startImport(file!, invite),
    onSuccess: () => {
      setFile(null);
      setError(null);
      if (fileRef.current) fileRef.current.value = '';
      toast.success(t('importQueued'));
      void qc.invalidateQueries({ queryKey: membersKeys.imports() });
    },
    onError: (err) => setError(isApiError(err) ? err.message : t('actionFailed')),
  });

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-3"
        data-testid="members-import-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) start.mutate();
        }}
      >
        <p className="text-xs opacity-75">{t('importHint')}</p>
        <label className="flex flex-col gap-1 text-sm">
          {t('importFile')}
          <input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="text-sm"
            data-testid="members-import-file"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={invite}
            onChange={(e) => setInvite(e.target.checked)}
            data-testid="members-import-invite"
          />
          {t('importInvite')}
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-300" data-testid="members-import-error">
            {error}
          </p>
        )}
        <Button type="submit" disabled={!file || start.isPending} data-testid="members-import-submit">
          {t('importSubmit')}
        </Button>
      </form>
      {imports.isError && (
        <div role="alert" className="space-y-2 text-sm">
          <p className="text-red-300">{t('loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => imports.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {imports.data && imports.data.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('importsTitle')}</h3>
          <ul className="flex flex-col gap-2" data-testid="members-imports">
            {imports.data.map((i) => (
              <ImportItem key={i.id} item={i} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function ImportItem({ item: i }: { item: TImport }) {
  const t = useTranslations('members');
  const date = useFormatDate();
  const percent = i.total ? Math.round((i.done * 100) / i.total) : 0;
  return (
    <li
      className="flex flex-col gap-1 rounded-md border border-white/10 px-3 py-2 text-sm"
      data-testid="members-import"
      data-status={i.status}
    >
      <span className="flex justify-between gap-2">
        <span className="truncate font-medium">{i.file_name}</span>
        <span className="text-xs opacity-70" data-testid="members-import-status">
          {t(`importStatus.${i.status}`)}
        </span>
      </span>
      <span
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="block h-1.5 rounded bg-white/10"
      >
        <span className="block h-full rounded bg-primary transition-all" style={{ width: `${percent}%` }} />
      </span>
      <span className="text-xs opacity-80" data-testid="members-import-counts">
        {t('importProgress', { done: i.done, total: i.total })} · {t('importCreated', { count: i.created })} ·{' '}
        <span data-testid="members-import-rejected">{t('importRejected', { count: i.rejected })}</span> ·{' '}
        {date(i.created_at)}
      </span>
      {i.rejected > 0 && !running(i) && (
        <a
          href={importReportHref(i.id)}
          download
          className="text-xs text-primary underline"
          data-testid="members-import-report"
        >
          {t('downloadReport')}
        </a>
      )}
    </li>
  );
}
