/** A category or sub category a suggestion opens, with the other half of its listing. */
export interface NamedListing {
  kind: 'category' | 'subcategory';
  categoryId: string;
  categoryName: string;
  subCategoryId: string;
  subCategoryName: string;
}

/** Letters, digits and '_': what a regular expression's word boundary in PostgreSQL counts as a word. */
const WORD_CHAR = /^[\p{L}\p{N}_]$/u;

/** The character ending just before `at` (a letter beyond the BMP is two code units), or the one at `at`. */
const charBefore = (text: string, at: number) =>
  at > 0 ? String.fromCodePoint(text.codePointAt(at - (/[\udc00-\udfff]/.test(text[at - 1]!) ? 2 : 1))!) : '';
const charAt = (text: string, at: number) =>
  at < text.length ? String.fromCodePoint(text.codePointAt(at)!) : '';
const isWordChar = (char: string) => char !== '' && WORD_CHAR.test(char);

/**
 * Whether a name (lower case) holds a word (lower case) where a word starts, as PostgreSQL's `~*` with
 * `\mword` does; whole (or its plural, `\mword(s|es)?\M`) unless `unfinished`. No regular expression
 * per request: compiling them was a tenth of a suggestion's server time.
 */
function holdsWord(name: string, word: string, unfinished: boolean): boolean {
  for (let at = name.indexOf(word); at !== -1; at = name.indexOf(word, at + 1)) {
    if (isWordChar(charBefore(name, at))) continue;
    if (unfinished) return true;
    const end = at + word.length;
    const plural = name.startsWith('es', end) ? [0, 2] : name.startsWith('s', end) ? [0, 1] : [0];
    if (plural.some((extra) => !isWordChar(charAt(name, end + extra)))) return true;
  }
  return false;
}

/** Shortest name first, then by id, as suggestions list them. */
const byLength = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  [...a.name].length - [...b.name].length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every listing's categories and sub categories, in memory with the vocabulary (a few hundred names, read
 * with it and dropped with it): a suggestion finds those named by the words typed without a round trip.
 */
export class ListingNames {
  readonly #categories: (NamedListing & { name: string; id: string; lower: string })[];
  readonly #subCategories: (NamedListing & { name: string; id: string; lower: string })[];

  /** `listings`: each category with its first sub category, each sub category with its first category. */
  constructor(listings: readonly NamedListing[]) {
    const named = (kind: NamedListing['kind']) =>
      listings
        .filter((listing) => listing.kind === kind)
        .map((listing) => {
          const name = kind === 'category' ? listing.categoryName : listing.subCategoryName;
          const id = kind === 'category' ? listing.categoryId : listing.subCategoryId;
          return { ...listing, name, id, lower: name.toLowerCase() };
        })
        .sort(byLength);
    this.#categories = named('category');
    this.#subCategories = named('subcategory');
  }

  /**
   * Up to `limit` categories, then up to `limit` sub categories, whose names hold every word (whole, or
   * its plural; the last one possibly unfinished), shortest names first.
   */
  named(words: readonly string[], lastIsPrefix: boolean, limit: number): NamedListing[] {
    const lower = words.map((word) => word.toLowerCase());
    const holdsEvery = (name: string) =>
      lower.every((word, index) => holdsWord(name, word, lastIsPrefix && index === lower.length - 1));
    const matching = (listings: (NamedListing & { lower: string })[]) =>
      listings.filter(({ lower: name }) => holdsEvery(name)).slice(0, limit);
    return [...matching(this.#categories), ...matching(this.#subCategories)].map(
      ({ kind, categoryId, categoryName, subCategoryId, subCategoryName }) => ({
        kind,
        categoryId,
        categoryName,
        subCategoryId,
        subCategoryName,
      }),
    );
  }
}
