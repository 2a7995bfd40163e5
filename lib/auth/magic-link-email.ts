import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import type { MailMessage } from '@/lib/server/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface LinkMailInput {
  to: string;
  name: string;
  platform: string;
  link: string;
  minutes: number;
  locale: Locale;
}

/** The magic-link e-mail in the reader's language: plain text and a minimal HTML version. */
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
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:Arial,sans-serif;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#6D28D9;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(input.link)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
