import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import type { MailMessage } from '@/lib/server/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Only a plain hex colour reaches the HTML; anything else falls back to the default.
const hex = (c: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(c) ? c : fallback);

export interface WelcomeMailInput {
  to: string;
  name: string;
  platform: string;
  link: string;
  days: number;
  locale: Locale;
  /** the school's primary and text colours (Aparência), for the button */
  color: string;
  textColor: string;
}

/** The welcome e-mail of a member the school added (issue 47), in the school's colours. */
export function welcomeEmail(input: WelcomeMailInput): MailMessage {
  const t = getTranslator(input.locale);
  const values = { name: input.name, platform: input.platform, days: input.days };
  const subject = t('access.welcome.subject', values);
  const greeting = t('access.welcome.greeting', values);
  const intro = t('access.welcome.intro', values);
  const button = t('access.welcome.button', values);
  const ignore = t('access.welcome.ignore', values);
  const text = [greeting, '', intro, '', input.link, '', ignore].join('\n');
  const bg = hex(input.color, '#6D28D9');
  const fg = hex(input.textColor, '#FFFFFF');
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:Arial,sans-serif;color:#111">
<h2 style="color:${bg}">${escapeHtml(input.platform)}</h2>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:${bg};color:${fg};border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(input.link)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
