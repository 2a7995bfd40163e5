import 'server-only';
import { getEnv } from '@/lib/server/env';
import { customHtmlCsp, storageOrigins } from '@/lib/security/headers';
import type { RequestContext } from '@/lib/server/route';
import { CUSTOM_HTML_SANDBOX } from './schemas';

// The document a custom HTML block runs in (docs/decisions.md 100, 102). Each block is served from its
// own URL and framed with sandbox="allow-scripts allow-forms" (decision 108), so it runs in an opaque
// origin: it cannot read the member's cookies or storage, touch the parent page, open windows or
// navigate the top page. The response repeats the sandbox as a CSP directive, so even opened directly
// (not framed) the document is still sandboxed. Its policy (`customHtmlCsp`, ADR 0242) lets the block
// run its own inline scripts and show the school's own files; scripts, calls (fetch, XHR, WebSocket),
// form posts, images, media, fonts, stylesheets and frames from another host only for the hosts the
// editor listed on the block. By default none: nothing of the block (a merge tag in an image address
// included) reaches another site.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export const escapeHtml = (s: string) => s.replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);

export interface MergeValues {
  nome: string;
  email: string;
  plataforma: string;
}

/** The viewer's values; `plataforma` is the SEO platform name, else the tenant's, as in every <title>. */
export async function mergeValuesOf(ctx: RequestContext): Promise<MergeValues> {
  const s = await ctx.db.platformSettings.findUnique({
    where: { tenantId: ctx.tenant.id },
    select: { seoName: true },
  });
  return {
    nome: ctx.user?.name ?? '',
    email: ctx.user?.email ?? '',
    plataforma: s?.seoName?.trim() || ctx.tenant.name,
  };
}

/** `{{nome}}`, `{{email}}`, `{{plataforma}}` (spaces inside the braces allowed) -> HTML-escaped values. */
export function applyMergeTags(html: string, values: MergeValues): string {
  return html.replace(/\{\{\s*(nome|email|plataforma)\s*\}\}/g, (_, key: keyof MergeValues) =>
    escapeHtml(values[key]),
  );
}

/**
 * Posts the document's height to the parent whenever it changes, as a bare number (the parent accepts
 * nothing else, and only from this frame's own window), and again when the parent asks (a page that
 * hydrates after the frame loaded would otherwise miss the first message). It sits in <head> so a block's unclosed tags
 * cannot swallow it.
 */
const HEIGHT_SCRIPT = `(function(){var last=-1;function send(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;try{parent.postMessage(h,'*')}catch(e){}}}
try{new ResizeObserver(send).observe(document.documentElement)}catch(e){}
addEventListener('load',send);addEventListener('message',function(e){if(e.source===parent){last=-1;send()}});document.addEventListener('DOMContentLoaded',send);setInterval(send,1000);send();})();`;

export function embedDocument(html: string, values: MergeValues, lang: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>html,body{margin:0;padding:0;background:transparent;color:inherit;font-family:system-ui,sans-serif}body{overflow:hidden}</style>
<script>${HEIGHT_SCRIPT}</script>
</head><body>
${applyMergeTags(html, values)}
</body></html>`;
}

/** The document's own policy: sandboxed (opaque origin), framable only by our pages, network by allow-list. */
export const embedCsp = (allowedHosts: readonly string[]) =>
  customHtmlCsp({ sandbox: CUSTOM_HTML_SANDBOX, allowedHosts, storage: storageOrigins(getEnv()) });

export async function embedResponse(
  block: { html: string; allowedHosts: readonly string[] },
  ctx: RequestContext,
): Promise<Response> {
  return new Response(embedDocument(block.html, await mergeValuesOf(ctx), ctx.locale), {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': embedCsp(block.allowedHosts),
      // member data (merge tags) and editor drafts: never cached
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    },
  });
}
