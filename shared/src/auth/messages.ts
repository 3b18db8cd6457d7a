// Messages of SPEC §2 and §8, word for word, and the sign-in constants of SPEC §4 and §9.

export const LOGOUT_QUESTION = 'Êtes-vous sûr de vouloir vous déconnecter?';
export const LOGOUT_CANCEL = 'Non, annuler';
export const LOGOUT_CONFIRM = 'Oui, continuer';
export const SESSION_LOST_MESSAGE = 'Vous avez été déconnecté. Veuillez-vous connecter';
export const USER_INFO_ERROR_MESSAGE =
  'Une erreur est survenue lors de la récupération de vos informations, veuillez réessayer de vous connecter.';
export const SINGLE_WINDOW_ORIGIN_ERROR_MESSAGE =
  "Une erreur est survenue lors de la validation de votre provenance du site guichet unique. Veuillez recommencer la procédure en vous rendant sur le site guichet unique";
// SPEC §8 "Generic" ("Une erreur est survenue.") is GENERIC_ERROR_MESSAGE of format/validation; it is
// also the shared message when logout (other than 401) or account selection fails.

export const SIGN_IN_POPUP_WIDTH = 600;
export const SIGN_IN_POPUP_HEIGHT = 600;
export const SIGN_IN_POLL_MS = 700;
export const PKCE_VERIFIER_LENGTH = 128;
/** Message posted by the sign-in popup's "Créer un compte" link. */
export const INSCRIPTION_REDIRECT = 'INSCRIPTION_REDIRECT';
export const UNREAD_REVELATIONS_REFRESH_MS = 600_000;
/** Window event a page dispatches after changing the read state of revelations: the unread counter is fetched again at once. */
export const REVELATIONS_CHANGED_EVENT = 'portail:revelations-changed';
