// Every app shows the same not-found page.
export { NotFound } from '@portail/shared';
