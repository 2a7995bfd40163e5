import 'server-only';
import sanitizeHtml from 'sanitize-html';

// The allow-list of the terms of use and privacy policy (decision 80). What the Tiptap toolbar can make
// and nothing else: headings, paragraphs, bold, italic, lists, line breaks and links. No scripts, no
// event handlers, no style or class attributes, no images or iframes; links only to http(s) or mailto,
// always rel="noopener noreferrer nofollow" and target _blank (a refused href leaves a harmless <a> with its
// text). Disallowed tags are dropped but their text kept, except script/style-like tags, dropped whole.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = attribs.href ? { href: attribs.href } : {};
      return { tagName, attribs: { ...out, rel: 'noopener noreferrer nofollow', target: '_blank' } };
    },
    b: 'strong',
    i: 'em',
  },
};

/** Sanitizes stored rich text; an editor's empty document (`<p></p>`) becomes ''. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.replace(/<p>\s*<\/p>/g, '').trim() === '' ? '' : clean;
}
