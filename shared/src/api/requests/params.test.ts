import * as z from 'zod/mini';
import { dateParam, departmentParam, isCalendarDate, postcodeParam } from './params';
import { DateQuerySchema } from './users';
import { CommunesQuerySchema } from './reference';
import { GreffesQuerySchema } from './registries';

const messageOf = (r: { success: boolean; error?: z.core.$ZodError }) => r.error?.issues[0]?.message;

describe('request parameters', () => {
  it('upper-cases a department number and names the parameter when it is not one', () => {
    const p = departmentParam('numero_departement');
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

  it('takes real calendar dates only', () => {
    for (const ok of ['2024-02-29', '2025-12-31', '1900-01-01', '2999-12-31']) expect(isCalendarDate(ok)).toBe(true);
    for (const bad of ['2025-02-29', '2025-02-31', '2099-02-30', '0000-01-01', '2025-13-01', '2025-04-31', '2025-1-01', 'hier', '2025-00-10']) {
      expect(isCalendarDate(bad)).toBe(false);
    }
    expect(messageOf(z.safeParse(dateParam('date'), '2025-02-31'))).toBe('Le paramètre date doit être une date valide au format AAAA-MM-JJ.');
    expect(DateQuerySchema.parse({ date: '' }).date).toBeUndefined();
    expect(DateQuerySchema.parse({ date: '2025-06-01' }).date).toBe('2025-06-01');
  });
});
