'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { SectionHeader } from '@/components/panel/section-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/client/fetcher';
import { fetchMember, grantProduct, resendAccess, revokeProduct, setActive } from '@/lib/client/members-api';
import { membersKeys } from '@/lib/client/members-keys';
import type { TMemberDetail, TMemberGrant } from '@/lib/members/schemas';
import { INPUT, useFormatDate, useProducts } from './parts';

/** A member's page: details, grants with revoke, a grant form, progress, history and account actions. */
export function MemberView({ userId, onBack }: { userId: string; onBack: () => void }) {
  const t = useTranslations('members');
  const qc = useQueryClient();
  const member = useQuery({ queryKey: membersKeys.member(userId), queryFn: () => fetchMember(userId) });
  const [toRevoke, setToRevoke] = useState<TMemberGrant | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);

  const failed = (err: unknown) => toast.error(isApiError(err) ? err.message : t('actionFailed'));
  const updated = (data: TMemberDetail, message: string) => {
    qc.setQueryData(membersKeys.member(userId), data);
    void qc.invalidateQueries({ queryKey: [...membersKeys.all, 'list'] });
    toast.success(message);
  };
  const revoke = useMutation({
    mutationFn: (productId: string) => revokeProduct(userId, productId),
    onSuccess: (d) => {
      setToRevoke(null);
      updated(d, t('revoked'));
    },
    onError: failed,
  });
  const resend = useMutation({
    mutationFn: () => resendAccess(userId),
    onSuccess: () => toast.success(t('resent')),
    onError: failed,
  });
  const active = useMutation({
    mutationFn: (on: boolean) => setActive(userId, on),
    onSuccess: (d, on) => {
      setConfirmOff(false);
      updated(d, t(on ? 'reactivated' : 'deactivated'));
    },
    onError: failed,
  });

  const header = <SectionHeader backTestId="member-back" title={t('memberTitle')} onBack={onBack} />;
  if (member.isPending)
    return (
      <section className="flex flex-col gap-3" data-testid="member-loading">
        {header}
        <Skeleton className="h-24 w-full" />
      </section>
    );
  if (member.isError)
    return (
      <section className="flex flex-col gap-3" role="alert" data-testid="member-error">
        {header}
        <p className="text-sm text-red-300">{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => member.refetch()}>
          {t('retry')}
        </Button>
      </section>
    );
  const m = member.data;
  return (
    <section className="flex flex-col gap-4" data-testid="member-view" data-email={m.email}>
      {header}
      <MemberSummary member={m} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => resend.mutate()}
          disabled={resend.isPending || m.deactivated}
          data-testid="member-resend"
        >
          {t('resend')}
        </Button>
        {m.deactivated ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => active.mutate(true)}
            disabled={active.isPending}
            data-testid="member-reactivate"
          >
            {t('reactivate')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="danger"
            onClick={() => setConfirmOff(true)}
            data-testid="member-deactivate"
          >
            {t('deactivate')}
          </Button>
        )}
      </div>

      <Grants member={m} onRevoke={setToRevoke} />
      <GrantForm userId={userId} onDone={(d) => updated(d, t('granted'))} onError={failed} />
      <Progress member={m} />
      <History member={m} />

      <Dialog open={!!toRevoke} onOpenChange={(o) => !o && !revoke.isPending && setToRevoke(null)}>
        <DialogContent data-testid="member-revoke-dialog">
          <DialogHeader>
            <DialogTitle>{t('revokeTitle', { product: toRevoke?.product_title ?? '' })}</DialogTitle>
            <DialogDescription>{t('revokeText')}</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setToRevoke(null)} disabled={revoke.isPending}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => toRevoke && revoke.mutate(toRevoke.product_id)}
              disabled={revoke.isPending}
              data-testid="member-revoke-confirm"
            >
              {t('revokeYes')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={confirmOff} onOpenChange={(o) => !o && !active.isPending && setConfirmOff(false)}>
        <DialogContent data-testid="member-deactivate-dialog">
          <DialogHeader>
            <DialogTitle>{t('deactivateTitle', { name: m.name })}</DialogTitle>
            <DialogDescription>{t('deactivateText')}</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirmOff(false)} disabled={active.isPending}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => active.mutate(false)}
              disabled={active.isPending}
              data-testid="member-deactivate-confirm"
            >
              {t('deactivate')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function MemberSummary({ member: m }: { member: TMemberDetail }) {
  const t = useTranslations('members');
  const date = useFormatDate();
  return (
    <div className="flex flex-col gap-0.5">
      <p className="text-base font-semibold" data-testid="member-name">
        {m.name}
        {m.deactivated && (
          <span
            className="ml-2 rounded bg-red-500/20 px-1.5 text-xs text-red-200"
            data-testid="member-deactivated"
          >
            {t('deactivatedBadge')}
          </span>
        )}
      </p>
      <p className="text-sm opacity-80">{m.email}</p>
      <p className="text-xs opacity-70">
        {t('joinedAt', { date: date(m.joined_at) })} ·{' '}
        {m.last_access_at ? t('lastAccess', { date: date(m.last_access_at) }) : t('neverSignedIn')} ·{' '}
        {t('points', { points: m.points })}
      </p>
    </div>
  );
}

function Grants({ member: m, onRevoke }: { member: TMemberDetail; onRevoke: (g: TMemberGrant) => void }) {
  const t = useTranslations('members');
  const date = useFormatDate();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{t('grantsTitle')}</h3>
      {m.grants.length === 0 && <p className="text-sm opacity-70">{t('noProducts')}</p>}
      <ul className="flex flex-col gap-2" data-testid="member-grants">
        {m.grants.map((g) => (
          <li
            key={g.product_id}
            data-testid="member-grant"
            data-product={g.product_title}
            data-active={g.active}
            className="flex items-center gap-2 rounded-md border border-white/10 px-3 py-2 text-sm"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{g.product_title}</span>
              <span className="block text-xs opacity-70">
                {t(`origin.${g.origin}`)}
                {g.origin_ref ? ` (${g.origin_ref})` : ''} ·{' '}
                {g.active
                  ? g.expires_at
                    ? t('until', { date: date(g.expires_at) })
                    : t('lifetime')
                  : t('endedAt', { date: date(g.expires_at!) })}
              </span>
            </span>
            {g.active && (
              <Button size="sm" variant="ghost" onClick={() => onRevoke(g)} data-testid="member-grant-revoke">
                {t('revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function GrantForm({
  userId,
  onDone,
  onError,
}: {
  userId: string;
  onDone: (d: TMemberDetail) => void;
  onError: (e: unknown) => void;
}) {
  const t = useTranslations('members');
  const products = useProducts();
  const [product, setProduct] = useState('');
  const [end, setEnd] = useState('');
  const grant = useMutation({
    mutationFn: () =>
      grantProduct(userId, {
        product_id: product,
        // the chosen day is included: the access ends when it ends (UTC)
        expires_at: end ? new Date(`${end}T23:59:59.999Z`).toISOString() : undefined,
      }),
    onSuccess: (d) => {
      setProduct('');
      setEnd('');
      onDone(d);
    },
    onError,
  });
  return (
    <form
      className="flex flex-col gap-2 rounded-md border border-white/10 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (product) grant.mutate();
      }}
      data-testid="member-grant-form"
    >
      <h3 className="text-sm font-semibold">{t('grantProduct')}</h3>
      <select
        aria-label={t('inviteProduct')}
        value={product}
        onChange={(e) => setProduct(e.target.value)}
        className={INPUT}
        data-testid="member-grant-product"
      >
        <option value="">{t('chooseProduct')}</option>
        {products.data?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </select>
      <label className="flex flex-col gap-1 text-xs">
        {t('grantEnd')}
        <input
          type="date"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          className={INPUT}
          data-testid="member-grant-end"
        />
      </label>
      <Button
        type="submit"
        size="sm"
        disabled={!product || grant.isPending}
        data-testid="member-grant-submit"
      >
        {t('grantSubmit')}
      </Button>
    </form>
  );
}

function Progress({ member: m }: { member: TMemberDetail }) {
  const t = useTranslations('members');
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{t('progressTitle')}</h3>
      {m.progress.length === 0 ? (
        <p className="text-sm opacity-70">{t('noProgress')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="member-progress">
          {m.progress.map((c) => (
            <li key={c.course_id} className="text-sm">
              <span className="flex justify-between gap-2">
                <span className="truncate">{c.title}</span>
                <span className="text-xs opacity-70">
                  {t('courseProgress', { completed: c.completed, lessons: c.lessons, percent: c.percent })}
                </span>
              </span>
              <span className="mt-1 block h-1.5 rounded bg-white/10" aria-hidden>
                <span className="block h-full rounded bg-primary" style={{ width: `${c.percent}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function History({ member: m }: { member: TMemberDetail }) {
  const t = useTranslations('members');
  const date = useFormatDate();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{t('historyTitle')}</h3>
      {m.history.length === 0 ? (
        <p className="text-sm opacity-70">{t('noHistory')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-xs" data-testid="member-history">
          {m.history.map((h, i) => (
            <li key={i} data-testid="member-history-item" data-kind={h.kind}>
              <span className="opacity-70">{date(h.at)}</span> · {t(`kind.${h.kind}`)}: {h.product_title} ·{' '}
              {t(`origin.${h.origin}`)}
              {h.origin_ref ? ` (${h.origin_ref})` : ''}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
