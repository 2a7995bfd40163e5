// The members search's folding, the same as the database's praca_fold() (migration
// members_list_and_import): lower case, accents off. Kept beside the SQL that uses it (ADR 0460).

const FROM = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';
const MAP = new Map([...FROM].map((c, i) => [c, TO[i]!]));

/** What praca_fold() makes of a text. */
export const fold = (text: string) =>
  [...text]
    .map((c) => MAP.get(c) ?? c)
    .join('')
    .toLowerCase();

/** A LIKE pattern that finds the folded text anywhere, with LIKE's own wildcards taken literally. */
export const searchPattern = (q: string) => `%${fold(q.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
