/**
 * The value of `promise` if it settles with a value within `ms` milliseconds, or null when it is still
 * pending then or fails (the caller then renders it another way, which meets the same failure). The timer
 * is cleared as soon as the promise settles, so a fast promise leaves nothing behind.
 */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.then((value) => ({ value })), late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
