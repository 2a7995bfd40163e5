'use client';

import { EditRemoveMenu } from '@/components/ui/edit-remove-menu';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useSortableReorder } from '@/components/ui/use-sortable-reorder';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { GripVertical, Link2, Lock } from 'lucide-react';
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
  const { sensors, onDragEnd } = useSortableReorder(communities, onReorder);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={communities.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-2" data-testid="community-list">
          {communities.map((c) => (
            <Row key={c.id} tenantId={tenantId} community={c} onEdit={onEdit} onRemove={onRemove} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: community.id });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(communityLink(tenantId, community.id));
      toast.success(tc('linkCopied'));
    } catch {
      toast.error(tc('actionFailed'));
    }
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="community-row"
      data-community-id={community.id}
      data-version={community.version}
      className={`flex items-center gap-2 rounded-md border border-white/10 bg-surface-2 p-2 ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        aria-label={t('dragHandle')}
        data-testid="community-drag"
        className="cursor-grab touch-none rounded p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
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
    </li>
  );
}
