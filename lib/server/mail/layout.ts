import 'server-only';
import { prisma } from '../db';
import { storedImageUrl } from '../storage/uploads';

// The school's look in every e-mail it sends (issue 56): its colours and logo above the message, a button
// in its colours. One function for all mails (notifications, magic links, password, e-mail change,
// invitations, welcome), so a change of logo or layout is made once.

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Only a plain hex colour reaches the HTML; anything else falls back to the default.
const hex = (c: string | null | undefined, fallback: string) =>
  c && /^#[0-9a-f]{3,8}$/i.test(c) ? c : fallback;

export interface MailBrand {
  /** the school's name, shown when it has no logo */
  name: string;
  color: string;
  textColor: string;
  /** absolute URL of the logo, or null */
  logoUrl: string | null;
  /** absolute URL of the square mark (logo_square, issue 50, ADR 0268), or null */
  squareUrl: string | null;
}

export const DEFAULT_BRAND_COLOR = '#6D28D9';

/**
 * The brand of a school's mails from its settings (Aparência, 'Informações & SEO'); `origin` makes a
 * stored logo absolute. The one place that picks the logo and colours of every mail.
 */
export function brandOf(
  name: string,
  settings: {
    primaryColor?: string | null;
    textColor?: string | null;
    logoHorizontal?: string | null;
    logoSquare?: string | null;
    seoName?: string | null;
  } | null,
  origin: string,
): MailBrand {
  const absolute = (url: string | null) => (url && !url.startsWith('http') ? origin + url : url);
  return {
    // the name the school shows ('Nome da plataforma'), as on the From line
    name: settings?.seoName?.trim() || name,
    color: hex(settings?.primaryColor, DEFAULT_BRAND_COLOR),
    textColor: hex(settings?.textColor, '#FFFFFF'),
    logoUrl: absolute(storedImageUrl(settings?.logoHorizontal ?? null)),
    squareUrl: absolute(storedImageUrl(settings?.logoSquare ?? null)),
  };
}

/** Reads a school's brand (one query). */
export async function schoolBrand(tenantId: string, origin: string): Promise<MailBrand> {
  const tenant = await prisma.tenant.findUnique({
    where: { id: tenantId },
    select: {
      name: true,
      settings: {
        select: {
          primaryColor: true,
          textColor: true,
          logoHorizontal: true,
          logoSquare: true,
          seoName: true,
        },
      },
    },
  });
  return brandOf(tenant?.name ?? '', tenant?.settings ?? null, origin);
}

/** A button in the school's colours. */
export function mailButton(brand: MailBrand, href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:${brand.color};color:${brand.textColor};border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/**
 * The whole HTML document: the school's bar above `body` (HTML, already escaped): the square mark beside
 * the name (ADR 0268), else the horizontal logo, else the name.
 */
export function brandedMailHtml(locale: string, brand: MailBrand, body: string): string {
  const top = brand.squareUrl
    ? `<img src="${escapeHtml(brand.squareUrl)}" alt="" width="40" height="40" style="vertical-align:middle;border-radius:8px;margin-right:12px">${escapeHtml(brand.name)}`
    : brand.logoUrl
      ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" style="max-height:48px">`
      : escapeHtml(brand.name);
  return `<!doctype html><html lang="${escapeHtml(locale)}"><body style="margin:0;font-family:Arial,sans-serif;color:#111;background:#f4f4f5">
<div style="max-width:560px;margin:0 auto;background:#fff">
<div style="background:${brand.color};color:${brand.textColor};padding:16px 24px;font-size:18px;font-weight:bold">${top}</div>
<div style="padding:24px">
${body}
</div></div></body></html>`;
}
