import * as z from './zod';

// The module the browser apps load for `zod/mini`: a schema that does not word a message itself
// still speaks French to the visitor.
describe('the browser schema library', () => {
  const message = (schema: Parameters<typeof z.safeParse>[0], value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;

  it.each([
    ['a string too short', z.string().check(z.minLength(5)), 'abc', 'Minimum 5 caractères requis.'],
    ['a string too long', z.string().check(z.maxLength(38)), 'x'.repeat(39), 'Limité à 38 caractères.'],
    ['a number too small', z.number().check(z.gte(1)), 0, 'La valeur doit être d’au moins 1.'],
    ['a number too large', z.number().check(z.lte(10)), 11, 'La valeur doit être d’au plus 10.'],
    ['a missing value', z.object({ nom: z.string() }), {}, 'Ce champ est obligatoire.'],
    ['a malformed value', z.string().check(z.regex(/^\d+$/)), 'abc', 'Le format est invalide.'],
    ['a value of the wrong kind', z.string(), 42, 'La valeur est invalide.'],
  ])('words %s in French', (_, schema, value, expected) => {
    expect(message(schema, value)).toBe(expected);
  });

  it('keeps the message a schema words itself', () => {
    expect(message(z.string().check(z.minLength(5, 'Trop court')), 'abc')).toBe('Trop court');
  });
});
