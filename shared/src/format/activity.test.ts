import { activityFromSector } from './activity';

describe('activityFromSector', () => {
  it.each([
    // The first two characters of the sector code, trimmed.
    ['62.01Z', '62'], ['0111Z', '01'], [' 47 ', '47'],
    // A short code stays as it is; a missing one gives nothing.
    ['9', '9'], ['', ''], [null, ''], [undefined, ''],
  ])('gives the sector code %p the activity %p', (code, activity) => {
    expect(activityFromSector(code)).toBe(activity);
  });
});
