import contentRoutes from '../routing/routes/mf-content.json';
import personalSpaceRoutes from '../routing/routes/mf-personal-space.json';
import shellRoutes from '../routing/routes/shell.json';

// The pages of signing in and of the customer account that the rules of SPEC §4 send people to.
// Apart from those rules (rules.ts): the header and the footer link to these pages on every page,
// while the rules and the schemas they read come with the session's code.

export const SIGN_IN_PATH = shellRoutes.signIn;
export const ACCOUNT_CREATION_PATH = shellRoutes.signUp;
export const SELECT_ACCOUNT_PATH = shellRoutes.customerAccountChoice;
export const COMPLETE_ACCOUNT_PATH = shellRoutes.completeCustomerAccount;
export const POST_SIGN_IN_PATH = shellRoutes.postSignIn;
export const PRIVACY_PATH = contentRoutes.privacy;
export const PERSONAL_SPACE_PATH = personalSpaceRoutes.home;
/** The "third page" of the web-service redirect: the account's information. */
export const PERSONAL_INFORMATION_PATH = personalSpaceRoutes.myInformation;
