// Zod-free pieces of lib/lives/schemas.ts that the header's live alert needs on every student page
// (decision 231): importing the schemas module would put zod in the shared first-load chunk.

/** how often the header asks whether a live is on */
export const LIVE_POLL_MS = 60_000;

/** /live?watch={id} */
export const liveUrl = (id: string) => `/live?watch=${encodeURIComponent(id)}`;
