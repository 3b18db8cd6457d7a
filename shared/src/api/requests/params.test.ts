import * as z from 'zod/mini';
import { departementParam, postcodeParam } from './params';
import { CommunesQuerySchema } from './reference';
import { GreffesQuerySchema } from './registries';

const messageOf = (r: { success: boolean; error?: z.core.$ZodError }) => r.error?.issues[0]?.message;

describe('request parameters', () => {
  it('upper-cases a department number and names the parameter when it is not one', () => {
    const p = departementParam('numero_departement');
    expect(z.parse(p, '2a')).toBe('2A');
    expect(z.parse(p, '974')).toBe('974');
    expect(messageOf(z.safeParse(p, '2C'))).toBe('Le paramètre numero_departement doit être un numéro de département.');
  });

  it('takes a 5-digit postcode and nothing else', () => {
    const p = postcodeParam();
    expect(z.parse(p, '75001')).toBe('75001');
    expect(messageOf(z.safeParse(p, '7500'))).toBe('Le paramètre code_postal doit comporter 5 chiffres.');
  });

  it('treats empty query values as not given', () => {
    expect(GreffesQuerySchema.parse({ departement: '', code_postal: '', limit: '' })).toMatchObject({ limit: 20, offset: 0 });
    expect(GreffesQuerySchema.parse({ departement: '', code_postal: '' }).departement).toBeUndefined();
    expect(CommunesQuerySchema.parse({ departement: '2b', code_postal: '20200' })).toMatchObject({ departement: '2B', code_postal: '20200' });
  });
});
