// The sign-in pages of the shell (SPEC §2, §4): sign-in, post-sign-in landing, account creation and
// its validation, the choice of a customer account and the complete-account page. The password form
// itself lives at the identity provider, in the popup.

export { ConnexionPage } from './auth/ConnexionPage';
export { PostConnexionPage } from './auth/PostConnexionPage';
export { InscriptionPage } from './auth/InscriptionPage';
export { InscriptionValidationPage } from './auth/InscriptionValidationPage';
export { SelectionCompteClientPage } from './auth/SelectionCompteClientPage';
export { CompleterCompteClientPage } from './auth/CompleterCompteClientPage';
