'use client';

import { useTranslations } from '@/components/i18n/lite-intl';
import { Link2 } from '@/components/icons/link-2';
import { toast } from '@/lib/client/toast';
import { PlainButton } from '@/components/ui/plain-button';

/** Copies the community's shareable link (SPEC 2.1: /comunidade/{tenant}/{communityId}, 'Link copiado'). */
export function CopyLinkButton({ path }: { path: string }) {
  const t = useTranslations('community');
  return (
    <PlainButton
      variant="ghost"
      size="sm"
      data-testid="community-copy-link"
      onClick={async () => {
        await navigator.clipboard?.writeText(`${window.location.origin}${path}`).catch(() => {});
        toast.success(t('linkCopied'));
      }}
    >
      <Link2 aria-hidden className="mr-1 h-4 w-4" />
      {t('copyLink')}
    </PlainButton>
  );
}
