import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import type { MailMessage } from '@/lib/server/mail';
import { brandedMailHtml, escapeHtml, mailButton, type MailBrand } from '@/lib/server/mail/layout';

export interface LinkMailInput {
  to: string;
  name: string;
  platform: string;
  link: string;
  minutes: number;
  locale: Locale;
  /** the school's colours and logo (lib/server/mail/layout.ts) */
  brand: MailBrand;
}

/** The magic-link e-mail in the reader's language: plain text and HTML in the school's look. */
export const magicLinkEmail = (input: LinkMailInput) => linkEmail('auth.mail', input);

/**
 * An e-mail carrying one link (a magic link, a password reset, an e-mail change): the subject, greeting,
 * intro, button and ignore texts are `<prefix>.subject` … of the reader's language.
 */
export function linkEmail(prefix: string, input: LinkMailInput): MailMessage {
  const t = getTranslator(input.locale);
  const values = { name: input.name, platform: input.platform, minutes: input.minutes };
  const subject = t(`${prefix}.subject`, values);
  const greeting = t(`${prefix}.greeting`, values);
  const intro = t(`${prefix}.intro`, values);
  const button = t(`${prefix}.button`, values);
  const ignore = t(`${prefix}.ignore`, values);
  const text = [greeting, '', intro, '', input.link, '', ignore].join('\n');
  const html = brandedMailHtml(
    input.locale,
    input.brand,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${mailButton(input.brand, input.link, button)}
<p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(input.link)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(ignore)}</p>`,
  );
  return { to: input.to, subject, text, html };
}
