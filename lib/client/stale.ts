// Cache stale times of SPEC.md section 9, in milliseconds.
export const STALE = {
  /** community config, products, links, rewards, lists and resource lists */
  hour: 36e5,
  /** banners, HTML list, marquee list, quiz list, preferences, carousel and community queries */
  halfHour: 1_800_000,
} as const;

/** The notification list is polled every 5 minutes (SPEC.md section 9). */
export const NOTIFICATION_POLL_MS = 300_000;

/** Default toast duration (SPEC.md section 9). */
export const TOAST_MS = 3000;
