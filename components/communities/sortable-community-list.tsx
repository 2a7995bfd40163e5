'use client';

import { EditRemoveMenu } from '@/components/ui/edit-remove-menu';
import { renumbered, SortableList, SortableRow } from '@/components/panel/sortable-list';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Link2, Lock } from 'lucide-react';
import type { TCommunityListItem } from '@/lib/client/communities-api';

interface Props {
  tenantId: string;
  communities: TCommunityListItem[];
  onReorder: (next: TCommunityListItem[]) => void;
  onEdit: (c: TCommunityListItem) => void;
  onRemove: (c: TCommunityListItem) => void;
}

/** The shareable address of a community (what the copy-link button writes to the clipboard). */
export function communityLink(tenantId: string, communityId: string) {
  return `${window.location.origin}/comunidade/${tenantId}/${communityId}`;
}

/** The ordered list (pointer or keyboard drag); each row: title, copy-link, Editar/Remover menu. */
export function SortableCommunityList({ tenantId, communities, onReorder, onEdit, onRemove }: Props) {
  return (
    <SortableList
      items={communities}
      getId={(c) => c.id}
      getLabel={(c) => c.title}
      onReorder={(next) => onReorder(renumbered(next))}
      className="flex flex-col gap-2"
      data-testid="community-list"
      renderItem={(c) => (
        <Row key={c.id} tenantId={tenantId} community={c} onEdit={onEdit} onRemove={onRemove} />
      )}
    />
  );
}

function Row({
  tenantId,
  community,
  onEdit,
  onRemove,
}: {
  tenantId: string;
  community: TCommunityListItem;
  onEdit: (c: TCommunityListItem) => void;
  onRemove: (c: TCommunityListItem) => void;
}) {
  const t = useTranslations('communityPanel');
  const tc = useTranslations('communities');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(communityLink(tenantId, community.id));
      toast.success(tc('linkCopied'));
    } catch {
      toast.error(tc('actionFailed'));
    }
  };
  return (
    <SortableRow
      id={community.id}
      handleLabel={t('dragHandle')}
      handleTestId="community-drag"
      data-testid="community-row"
      data-community-id={community.id}
      data-version={community.version}
    >
      <span
        className={`flex-1 truncate text-sm ${community.is_enabled ? '' : 'opacity-60'}`}
        data-testid="community-row-title"
        title={community.title}
      >
        {community.title}
      </span>
      {community.is_private && <Lock aria-label={t('private')} className="h-3.5 w-3.5 opacity-60" />}
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('copyLink')}
        title={t('copyLink')}
        data-testid="community-copy-link"
        className="rounded p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Link2 aria-hidden className="h-4 w-4" />
      </button>
      <EditRemoveMenu
        menuLabel={t('menu')}
        editLabel={t('edit')}
        removeLabel={t('remove')}
        onEdit={() => onEdit(community)}
        onRemove={() => onRemove(community)}
        testIds={{ menu: 'community-menu', edit: 'community-menu-edit', remove: 'community-menu-remove' }}
      />
    </SortableRow>
  );
}
