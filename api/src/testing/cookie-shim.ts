// The API's test files mock `cookie` with the shared shim (see there why):
//   jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));
export { parse, stringifySetCookie } from '@portail/shared/testing/cookieShim';
