import { personSlug, slugify, stripAccents } from './slug';

describe('stripAccents', () => {
  it('removes diacritics and expands ligatures', () => {
    expect(stripAccents('Société Générale à Noël')).toBe('Societe Generale a Noel');
    expect(stripAccents('Œuvre cœur Æther straße')).toBe('OEuvre coeur AEther strasse');
    expect(stripAccents('ÇÀÉÈÊËÎÏÔÙÛÜŸ')).toBe('CAEEEEIIOUUUY');
  });
});

describe('slugify', () => {
  it.each([
    // Lowercased, with accents stripped and ligatures expanded; non-Latin letters are dropped.
    ['Société Générale', 'societe-generale'], ['CRÈME BRÛLÉE', 'creme-brulee'], ['Bœuf & Cœur', 'boeuf-coeur'], ['Москва SARL', 'sarl'],
    // A run of non-word characters becomes one hyphen, and none is left at either end.
    ["L'Oréal  S.A.", 'l-oreal-s-a'], ['A & B -- C / D', 'a-b-c-d'], ['  (Holding) ', 'holding'], ['--abc--', 'abc'],
    // Digits and underscores are word characters and stay.
    ['SCI du 12 rue_Victor Hugo', 'sci-du-12-rue_victor-hugo'],
    // An empty string when nothing is left.
    ['', ''], [' !?… ', ''],
  ])('slugifies %p as %p', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('personSlug', () => {
  it('joins last and first name', () => {
    expect(personSlug('DUPONT', 'Jean-Édouard')).toBe('dupont-jean-edouard');
    expect(personSlug('de La Fontaine', 'Jean')).toBe('de-la-fontaine-jean');
  });

  it('leaves out missing parts without stray hyphens', () => {
    expect(personSlug('Martin', '')).toBe('martin');
    expect(personSlug(null, 'Zoé')).toBe('zoe');
    expect(personSlug(undefined, undefined)).toBe('');
  });
});
