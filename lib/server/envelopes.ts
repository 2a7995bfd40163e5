// The answer shapes of SPEC.md section 7, by name. Handlers return plain values; the wrapper puts
// them in the envelope the endpoint documents, so no handler builds `{ data: { data } }` by hand.
export const envelopes = {
  /** the value itself: arrays, `{ message }` and the like */
  raw: (v: unknown) => v,
  /** `{ data: v }` */
  data: (v: unknown) => ({ data: v }),
  /** `{ data: { data: v } }` ("custom links in data.data") */
  dataData: (v: unknown) => ({ data: { data: v } }),
  /** `[status, message, { data: v }]`: the legacy lists read as `data[2].data` */
  triple: (v: unknown) => [{ status: 'ok' }, { message: 'ok' }, { data: v }],
  /** `[{ message }]`: answers read as `data[0]` */
  firstMessage: (v: unknown) => [v],
} as const;

export type EnvelopeName = keyof typeof envelopes;
