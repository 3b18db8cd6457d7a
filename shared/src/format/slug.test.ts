import { personSlug, slugify, stripAccents } from './slug';

describe('stripAccents', () => {
  it('removes diacritics and expands ligatures', () => {
    expect(stripAccents('Société Générale à Noël')).toBe('Societe Generale a Noel');
    expect(stripAccents('Œuvre cœur Æther straße')).toBe('OEuvre coeur AEther strasse');
    expect(stripAccents('ÇÀÉÈÊËÎÏÔÙÛÜŸ')).toBe('CAEEEEIIOUUUY');
  });
});

describe('slugify', () => {
  it('lowercases and strips accents', () => {
    expect(slugify('Société Générale')).toBe('societe-generale');
    expect(slugify('CRÈME BRÛLÉE')).toBe('creme-brulee');
  });

  it('replaces runs of non-word characters by one hyphen', () => {
    expect(slugify("L'Oréal  S.A.")).toBe('l-oreal-s-a');
    expect(slugify('A & B -- C / D')).toBe('a-b-c-d');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  (Holding) ')).toBe('holding');
    expect(slugify('--abc--')).toBe('abc');
  });

  it('keeps digits and underscores, which are word characters', () => {
    expect(slugify('SCI du 12 rue_Victor Hugo')).toBe('sci-du-12-rue_victor-hugo');
  });

  it('handles ligatures and non-Latin characters', () => {
    expect(slugify('Bœuf & Cœur')).toBe('boeuf-coeur');
    expect(slugify('Москва SARL')).toBe('sarl');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' !?… ')).toBe('');
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
