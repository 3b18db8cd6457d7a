import { PERSONAL_SPACE_PATH } from '@portail/shared';
import { handleLinkClick } from '../../../navigation/location';

/** The link a signed-in visitor of an account page follows to the personal space. */
export function PersonalSpaceLink() {
  return (
    <a href={PERSONAL_SPACE_PATH} onClick={handleLinkClick}>
      Accéder à mon espace personnel
    </a>
  );
}
