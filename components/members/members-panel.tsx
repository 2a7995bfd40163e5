'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { PanelProps } from '@/components/panel/types';
import { SectionHeader } from '@/components/panel/section-header';
import { ImportSection } from './import-section';
import { InviteSection } from './invite-section';
import { MemberList } from './member-list';
import { MemberView } from './member-view';

type Tab = 'list' | 'invite' | 'import';
const TABS: Tab[] = ['list', 'invite', 'import'];

/**
 * 'Alunos' (issue 47, ADR 0461): the members list with search and filters, a member's page with their
 * access and actions, invitations and the CSV import, inside the edit drawer. The drawer is narrow, so
 * each row stacks its details and a member opens in place of the list rather than beside it.
 */
export default function MembersPanel({ onBack }: PanelProps) {
  const t = useTranslations('members');
  const [tab, setTab] = useState<Tab>('list');
  const [member, setMember] = useState<string | null>(null);

  if (member) return <MemberView userId={member} onBack={() => setMember(null)} />;

  return (
    <section data-testid="members-panel" className="flex flex-col gap-4">
      <SectionHeader backTestId="members-back" title={t('panelTitle')} onBack={onBack} />
      <div role="tablist" aria-label={t('panelTitle')} className="flex gap-1 rounded-md bg-black/20 p-1">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            data-testid={`members-tab-${id}`}
            onClick={() => setTab(id)}
            className={`flex-1 rounded px-2 py-1.5 text-sm ${tab === id ? 'bg-white/15 font-medium' : 'opacity-75 hover:bg-white/10'}`}
          >
            {t(id === 'list' ? 'tabList' : id === 'invite' ? 'tabInvite' : 'tabImport')}
          </button>
        ))}
      </div>
      {tab === 'list' && <MemberList onOpen={setMember} />}
      {tab === 'invite' && <InviteSection />}
      {tab === 'import' && <ImportSection />}
    </section>
  );
}
