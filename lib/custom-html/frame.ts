// Zod-free pieces of lib/custom-html/schemas.ts used by the block frames that student pages render
// (decision 231): importing the schemas module would put zod in every page's first load.

/** The message the embedded document posts to its parent: its height in CSS pixels, a bare number. */
export const CUSTOM_HTML_MAX_HEIGHT = 20_000;

/**
 * A block frame's sandbox flags, repeated as its document's CSP sandbox (docs/decisions.md 100, 108):
 * scripts, and forms posting inside the frame itself; never same-origin, popups or top navigation.
 */
export const CUSTOM_HTML_SANDBOX = 'allow-scripts allow-forms';
export const embedPath = (id: string) => `/api/embed/custom-html/${encodeURIComponent(id)}`;
