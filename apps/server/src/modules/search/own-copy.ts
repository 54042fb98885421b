/**
 * A string's characters as a string of its own. V8 keeps a slice of a long string as a view of it: a
 * lexeme or id cut from a vector's text or a word's joined postings, kept in an index, would keep the
 * whole text in memory with it.
 */
export function ownCopy(slice: string): string {
  return Buffer.from(slice).toString();
}
