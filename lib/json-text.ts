// A large plain-data prop of a client component, sent as one JSON text (decision 406). React's Flight
// writes an object prop value by value, through a JSON.stringify replacer called for each of them, and
// rebuilds it value by value in the browser and in the server render; a text it writes once (as one raw
// row from 1 kB) and the client component parses with JSON.parse. Only for JSON data: no Date, Map,
// undefined values (their keys are left out), functions or elements.

/** The JSON text of a `T`, typed so that the component that parses it gets a `T` back. */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** The text a server component passes down. */
export function jsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/** The value back, in the client component (inside `useMemo`, so that a re-render does not parse again). */
export function parseJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text) as T;
}
