// What the answer-pinning tests of the hot reads share (decision 290): the full JSON of an answer with
// its ids replaced by the fixture's names (and any other uuid by its order of appearance), and the
// feed's opaque cursor decoded, so a snapshot recorded on one implementation compares with another.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export class Names {
  private names = new Map<string, string>();
  set(id: string, name: string) {
    this.names.set(id.toLowerCase(), name);
    return id;
  }
  /** The answer as a snapshot: fixture ids by name, other uuids numbered, cursors decoded. */
  pin(value: unknown): unknown {
    const seen = new Map<string, string>();
    const text = JSON.stringify(value, (key, v) =>
      key === 'next_cursor' && typeof v === 'string'
        ? `cursor:${Buffer.from(v, 'base64url').toString('utf8')}`
        : v,
    ).replace(UUID, (id) => {
      const k = id.toLowerCase();
      const known = this.names.get(k);
      if (known) return `<${known}>`;
      if (!seen.has(k)) seen.set(k, `<uuid${seen.size + 1}>`);
      return seen.get(k)!;
    });
    return JSON.parse(text);
  }
}

/** A fixed instant n minutes after a fixed origin (answers carry timestamps). */
export const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 12, 0, 0, 0) + minutes * 60_000 + 123);
