import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import type { MailMessage } from '@/lib/server/mail';
import { brandedMailHtml, escapeHtml, mailButton, type MailBrand } from '@/lib/server/mail/layout';

export interface WelcomeMailInput {
  to: string;
  name: string;
  platform: string;
  link: string;
  days: number;
  locale: Locale;
  /** the school's colours and logo (Aparência), lib/server/mail/layout.ts */
  brand: MailBrand;
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
