// The sign-in pages of the shell (SPEC §2, §4): sign-in, post-sign-in landing, account creation and
// its validation, the choice of a customer account and the complete-account page. The password form
// itself lives at the identity provider, in the popup.

export { SignInPage } from './auth/SignInPage';
export { PostSignInPage } from './auth/PostSignInPage';
export { SignUpPage } from './auth/SignUpPage';
export { SignUpValidationPage } from './auth/SignUpValidationPage';
export { CustomerAccountChoicePage } from './auth/CustomerAccountChoicePage';
export { CompleteCustomerAccountPage } from './auth/CompleteCustomerAccountPage';
