'use client';

import { useTranslations } from 'next-intl';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { NewCommunityForm } from './new-community-form';
import { OldCommunityForm } from './old-community-form';

/** Which form the drawer shows: version 2 (new) or 1 (classic); id null creates. */
export interface DrawerTarget {
  version: 1 | 2;
  id: string | null;
}

/**
 * 'Nova comunidade' / 'Editar comunidade' (SPEC 2.6). Creating starts on the new-version form, which
 * links to the classic form; editing opens the form of the community's own version (decision 35).
 */
export function CommunityDrawer({
  tenantId,
  target,
  onSwitch,
  onClose,
}: {
  tenantId: string;
  target: DrawerTarget | null;
  onSwitch: (t: DrawerTarget) => void;
  onClose: () => void;
}) {
  const t = useTranslations('communityPanel');
  const creating = !target?.id;
  return (
    <Sheet open={!!target} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        className="w-full max-w-full sm:max-w-lg"
        data-testid="community-drawer"
        data-version={target?.version}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <div className="border-b border-white/10 px-6 pt-6 pb-4 pr-14">
          <SheetTitle className="text-lg font-semibold">
            {creating ? t('newTitle') : t('editTitle')}
          </SheetTitle>
          <SheetDescription className="mt-1 text-sm opacity-70">
            {target?.version === 1 ? t('oldDescription') : t('newDescription')}
          </SheetDescription>
          {creating && (
            <button
              type="button"
              className="mt-2 text-sm text-primary underline underline-offset-2"
              data-testid={target?.version === 1 ? 'community-use-new' : 'community-use-classic'}
              onClick={() => onSwitch({ version: target?.version === 1 ? 2 : 1, id: null })}
            >
              {target?.version === 1 ? t('useNew') : t('useClassic')}
            </button>
          )}
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          {target?.version === 1 ? (
            <OldCommunityForm
              key={`old-${target.id ?? 'new'}`}
              tenantId={tenantId}
              id={target.id}
              onDone={onClose}
            />
          ) : target ? (
            <NewCommunityForm
              key={`new-${target.id ?? 'new'}`}
              tenantId={tenantId}
              id={target.id}
              onDone={onClose}
            />
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
