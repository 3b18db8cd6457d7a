import { ApiError, NotFoundError, isApiError, isNotFoundError, userMessage } from './errors';

/** The errors module as another copy of the package has it (each server-render bundle has its own). */
function otherCopy(): typeof import('./errors') {
  let copy!: typeof import('./errors');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    copy = require('./errors') as typeof import('./errors');
  });
  return copy;
}

describe('API errors across copies of the package', () => {
  it('recognises a not-found error thrown by another copy, as the shared API client of a server render does', () => {
    const copy = otherCopy();
    expect(copy.NotFoundError).not.toBe(NotFoundError);
    const foreign = new copy.NotFoundError({ body: { message: 'Entreprise introuvable.' } });
    expect(foreign instanceof NotFoundError).toBe(false);
    expect(isNotFoundError(foreign)).toBe(true);
    expect(isApiError(foreign)).toBe(true);
    expect(userMessage(foreign)).toBe('Entreprise introuvable.');
  });

  it('tells other failures from not found, whichever copy made them', () => {
    const copy = otherCopy();
    expect(isNotFoundError(new copy.ApiError(500, 'x', { kind: 'http' }))).toBe(false);
    expect(isNotFoundError(new ApiError(0, 'x', { kind: 'network' }))).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isNotFoundError({ status: 404 })).toBe(false);
  });
});
