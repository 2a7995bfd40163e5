// A function of a string kept by its argument, for the render path's repeated work (class lists merged,
// texts parsed): a page computes the same few inputs again and again, on every request on the server.
// Emptied when `max` entries are kept, so it stays small even should inputs come from data.

/** `compute`, remembered for up to `max` distinct arguments. */
export function stringMemo<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute(key);
      if (kept.size >= max) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
