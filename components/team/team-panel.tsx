'use client';

import { useId, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PanelProps } from '@/components/panel/types';
import { TEAM_ROLES } from '@/lib/auth/permissions';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { teamKeys } from '@/lib/client/team-keys';
import type { TInviteResult, TTeamMember, TTeamPage } from '@/lib/team/schemas';

const INPUT =
  'h-10 w-full rounded-md border border-white/15 bg-black/20 px-3 text-sm outline-none focus-visible:border-primary aria-[invalid=true]:border-red-500';

/**
 * The Equipe section (issue 48, ADR 0501): invite someone by e-mail with a role, change a role, take
 * someone out of the team (they stay a student). The server enforces every rule (owners by owners, the
 * last owner); the panel shows its translated refusals.
 */
export default function TeamPanel(_props: PanelProps) {
  const t = useTranslations('team');
  const qc = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: teamKeys.list(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiFetch<{ data: TTeamPage }>(`/api/team${pageParam ? `?cursor=${pageParam}` : ''}`).then(
        (r) => r.data,
      ),
    getNextPageParam: (last) => last.next_cursor,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: teamKeys.all });
  const members = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="flex flex-col gap-6" data-testid="team-panel">
      <p className="text-sm opacity-80">{t('description')}</p>
      <InviteForm onInvited={refresh} />
      <section aria-labelledby="team-list-heading">
        <h3 id="team-list-heading" className="mb-2 text-sm font-semibold">
          {t('listLabel')}
        </h3>
        {list.isPending ? (
          <div aria-busy className="h-24 animate-pulse rounded-md bg-white/5" data-testid="team-loading" />
        ) : list.isError ? (
          <div role="alert" className="flex items-center gap-3 text-sm" data-testid="team-error">
            {t('loadError')}
            <Button size="sm" variant="secondary" onClick={() => list.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            {members.length <= 1 && (
              <p className="mb-2 text-sm opacity-70" data-testid="team-empty">
                {t('empty')}
              </p>
            )}
            <ul className="flex flex-col divide-y divide-white/10" data-testid="team-list">
              {members.map((m) => (
                <MemberRow key={m.user_id} member={m} onChanged={refresh} />
              ))}
            </ul>
            {list.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                disabled={list.isFetchingNextPage}
                onClick={() => list.fetchNextPage()}
              >
                {t('loadMore')}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
  disabled,
  testId,
  label,
}: {
  id: string;
  value: string;
  onChange: (role: string) => void;
  disabled?: boolean;
  testId: string;
  label?: string;
}) {
  const t = useTranslations('team');
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      aria-label={label}
      onChange={(e) => onChange(e.target.value)}
      className={INPUT}
      data-testid={testId}
    >
      {TEAM_ROLES.map((r) => (
        <option key={r} value={r}>
          {t(`roles.${r}`)} — {t(`roleHints.${r}`)}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const t = useTranslations('team');
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<string>('editor');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFields({});
    try {
      const res = await apiFetch<{ data: TInviteResult }>('/api/team', {
        method: 'POST',
        body: { email, role, ...(name.trim() ? { name } : {}) },
      });
      const to = res.data.member.email;
      if (res.data.mailed) toast.success(t('invited', { email: to }));
      else toast.warning(t('invitedNoMail', { email: to }));
      setEmail('');
      setName('');
      onInvited();
    } catch (err) {
      if (isApiError(err) && err.fields) setFields(err.fields);
      toast.error(isApiError(err) ? err.message : t('saveError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-md border border-white/10 p-3"
      aria-labelledby={`${id}-heading`}
      data-testid="team-invite-form"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        {t('inviteHeading')}
      </h3>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
          {t('emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={!!fields.email}
          aria-describedby={fields.email ? `${id}-email-error` : undefined}
          className={INPUT}
          data-testid="team-invite-email"
        />
        {fields.email && (
          <p id={`${id}-email-error`} role="alert" className="mt-1 text-xs text-red-400">
            {fields.email}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium">
          {t('nameLabel')}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          className={INPUT}
          data-testid="team-invite-name"
        />
      </div>
      <div>
        <label htmlFor={`${id}-role`} className="mb-1 block text-sm font-medium">
          {t('roleLabel')}
        </label>
        <RoleSelect id={`${id}-role`} value={role} onChange={setRole} testId="team-invite-role" />
      </div>
      <Button type="submit" disabled={busy} data-testid="team-invite-submit">
        {busy ? t('inviting') : t('inviteSubmit')}
      </Button>
    </form>
  );
}

function MemberRow({ member, onChanged }: { member: TTeamMember; onChanged: () => void }) {
  const t = useTranslations('team');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const changeRole = async (role: string) => {
    setBusy(true);
    try {
      await apiFetch(`/api/team/${member.user_id}`, { method: 'PUT', body: { role } });
      toast.success(t('roleChanged', { name: member.name, role: t(`roles.${role}`) }));
      onChanged();
    } catch (err) {
      toast.error(isApiError(err) ? err.message : t('saveError'));
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/team/${member.user_id}`, { method: 'DELETE' });
      toast.success(t('removed', { name: member.name }));
      setConfirming(false);
      onChanged();
    } catch (err) {
      toast.error(isApiError(err) ? err.message : t('saveError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3" data-testid="team-member" data-email={member.email}>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">
          {member.name}
          {member.me && <span className="ml-1 text-xs opacity-60">({t('you')})</span>}
        </p>
        <p className="truncate text-xs opacity-70">{member.email}</p>
      </div>
      <div className="flex items-center gap-2">
        <RoleSelect
          id={`${id}-role`}
          value={member.role}
          onChange={changeRole}
          disabled={busy}
          label={t('changeRole', { name: member.name })}
          testId="team-member-role"
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => setConfirming(true)}
          data-testid="team-member-remove"
        >
          {t('remove')}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent data-testid="team-remove-dialog">
          <DialogHeader>
            <DialogTitle>{t('remove')}</DialogTitle>
            <DialogDescription>{t('removeConfirm', { name: member.name })}</DialogDescription>
          </DialogHeader>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={remove} data-testid="team-remove-confirm">
              {t('removeConfirmButton')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
