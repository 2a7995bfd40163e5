'use client';

import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { certificateKeys } from '@/lib/client/certificate-keys';
import { certificatesApi } from '@/lib/client/certificates-api';

// The course's issued certificates in the certificates panel, newest first (keyset pages), each with
// its code and 'Revogar' asking for the reason.
export function IssuedCertificates({ courseId }: { courseId: string }) {
  const t = useTranslations('certificates');
  const qc = useQueryClient();
  const [revoking, setRevoking] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const issued = useInfiniteQuery({
    queryKey: certificateKeys.issued(courseId),
    queryFn: ({ pageParam }) => certificatesApi.issued(courseId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => certificatesApi.revoke(id, reason),
    onSuccess: () => {
      toast.success(t('revoked'));
      setRevoking(null);
      setReason('');
      void qc.invalidateQueries({ queryKey: certificateKeys.issued(courseId) });
    },
    onError: (e) => toast.error(e.message || t('saveError')),
  });
  const items = issued.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="flex flex-col gap-2 border-t border-white/10 pt-4" data-testid="issued-certificates">
      <h3 className="text-sm font-semibold">{t('issuedTitle')}</h3>
      {issued.isPending ? (
        <p className="text-sm opacity-70">{t('loading')}</p>
      ) : issued.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {t('listError')}{' '}
          <button type="button" className="underline" onClick={() => issued.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm opacity-70">{t('noneIssued')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((c) => (
            <li key={c.id} className="rounded-md bg-black/20 p-2 text-sm" data-testid="issued-certificate">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate">
                  {c.holder_name} · <span className="font-mono">{c.code}</span>
                </span>
                {c.revoked ? (
                  <span className="text-red-400">{t('revokedBadge')}</span>
                ) : (
                  <Button type="button" size="sm" variant="secondary" onClick={() => setRevoking(c.id)}>
                    {t('revoke')}
                  </Button>
                )}
              </div>
              {revoking === c.id && (
                <form
                  className="mt-2 flex flex-col gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    revoke.mutate(c.id);
                  }}
                >
                  <label className="text-xs font-medium" htmlFor={`reason-${c.id}`}>
                    {t('revokeReason')}
                  </label>
                  <input
                    id={`reason-${c.id}`}
                    className="rounded-md border border-white/20 bg-black/30 px-2 py-1"
                    maxLength={500}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  <Button type="submit" size="sm" disabled={revoke.isPending || reason.trim() === ''}>
                    {t('revokeConfirm')}
                  </Button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {issued.hasNextPage && (
        <Button type="button" size="sm" variant="secondary" onClick={() => issued.fetchNextPage()}>
          {t('loadMore')}
        </Button>
      )}
    </section>
  );
}
