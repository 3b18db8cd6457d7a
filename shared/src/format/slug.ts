// Letters that Unicode canonical decomposition does not split into a base letter and a mark.
const LIGATURES: Record<string, string> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
};

/** Removes diacritics ("Société Générale" -> "Societe Generale") and expands ligatures ("œ" -> "oe"). */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œŒæÆßøØđĐłŁ]/g, (c) => LIGATURES[c] ?? c);
}

/**
 * URL slug (SPEC §5): accents stripped, lowercased, every run of non-word characters replaced by a
 * single hyphen, no hyphen at either end. "Word" has the regular-expression meaning: ASCII letters,
 * digits and the underscore.
 *
 * slugify("L'Oréal  S.A.") -> "l-oreal-s-a"
 */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/\W+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug of a person for executive routes (SPEC §2): "lastname-firstname"; an empty part is left out. */
export function personSlug(lastName: string | null | undefined, firstName: string | null | undefined): string {
  return [lastName, firstName]
    .map((part) => slugify(part ?? ''))
    .filter((part) => part !== '')
    .join('-');
}
