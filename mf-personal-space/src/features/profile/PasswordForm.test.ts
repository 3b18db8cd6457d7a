import { DEMO_PASSWORD, DEMO_PASSWORD_MESSAGE, PASSWORD_MAX_LENGTH, maxLengthMessage } from '@portail/shared';
import { validatePassword } from './PasswordForm';

describe('the password form’s own checks', () => {
  const messagesFor = (nouveau: string) => validatePassword({ ancien: 'Mon-ancien-mot-de-passe', nouveau, confirmation: nouveau }).map((e) => e.message);

  it('applies the portal’s password rule before sending: the demonstration password and an overlong one are refused', () => {
    expect(messagesFor(DEMO_PASSWORD)).toEqual([DEMO_PASSWORD_MESSAGE]);
    expect(messagesFor('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([maxLengthMessage(PASSWORD_MAX_LENGTH)]);
    expect(messagesFor('Un-nouveau-mot-de-passe-2026')).toEqual([]);
  });
});
