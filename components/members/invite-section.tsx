'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/client/fetcher';
import { inviteMembers } from '@/lib/client/members-api';
import { membersKeys } from '@/lib/client/members-keys';
import { INPUT, useProducts } from './parts';

/** Invitations: pasted e-mails and a product; each invitee gets the school's welcome e-mail. */
export function InviteSection() {
  const t = useTranslations('members');
  const qc = useQueryClient();
  const products = useProducts();
  const [emails, setEmails] = useState('');
  const [product, setProduct] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => inviteMembers(emails, product),
    onSuccess: (r) => {
      setEmails('');
      setError(null);
      toast.success(t('invited', { count: r.invited }));
      void qc.invalidateQueries({ queryKey: [...membersKeys.all, 'list'] });
    },
    onError: (err) => setError(isApiError(err) ? err.message : t('actionFailed')),
  });

  if (products.isSuccess && products.data.length === 0)
    return (
      <p className="rounded-md border border-dashed border-white/20 p-6 text-center text-sm opacity-80">
        {t('noProductsYet')}
      </p>
    );

  return (
    <form
      className="flex flex-col gap-3"
      data-testid="members-invite-form"
      onSubmit={(e) => {
        e.preventDefault();
        invite.mutate();
      }}
    >
      <p className="text-xs opacity-75">{t('inviteHint')}</p>
      <label className="flex flex-col gap-1 text-sm">
        {t('inviteEmails')}
        <textarea
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
          rows={5}
          className={`${INPUT} h-auto py-2`}
          data-testid="members-invite-emails"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('inviteProduct')}
        <select
          value={product}
          onChange={(e) => setProduct(e.target.value)}
          className={INPUT}
          data-testid="members-invite-product"
        >
          <option value="">{t('chooseProduct')}</option>
          {products.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-300" data-testid="members-invite-error">
          {error}
        </p>
      )}
      <Button
        type="submit"
        disabled={!emails.trim() || !product || invite.isPending}
        data-testid="members-invite-submit"
      >
        {t('inviteSubmit')}
      </Button>
    </form>
  );
}
