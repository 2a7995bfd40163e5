'use client';

import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from '@/components/i18n/lite-intl';
import type { ReactNode } from 'react';
import { customLinkTarget } from '@/lib/shell/nav';
import type { TShellLink } from '@/lib/shell/schemas';

/** One custom header link: same-host links navigate in the app, others open in a new tab. */
export function CustomLink({
  link,
  host,
  className,
  onClick,
  children,
}: {
  link: TShellLink;
  host: string;
  className?: string;
  onClick?: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('shell.header');
  const target = customLinkTarget(link.link_url, host);
  if (!target) return null;
  const label = children ?? link.link_title;
  if (!target.external)
    return (
      <AppLink href={target.href} className={className} onClick={onClick} data-testid="custom-link">
        {label}
      </AppLink>
    );
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={onClick}
      data-testid="custom-link"
    >
      {label}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}
