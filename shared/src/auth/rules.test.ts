import { CustomerAccountSchema, parseJwtClaims, splitCodes, withBilling, contactFields, type CustomerAccount, type SelectedCustomerAccount } from './contracts';
import {
  accountCompletion,
  afterSignIn,
  hasMonitoringOffer,
  isWebServiceAccount,
  mustCreateAccount,
  ownDataState,
  pollsUnreadRevelations,
  webServiceRedirect,
} from './rules';
import { initials, isInternalStaff } from './person';

function account(extra: Partial<Record<string, unknown>> = {}): CustomerAccount {
  return CustomerAccountSchema.parse({
    id: 1,
    version: 1,
    type_compte: 'MEMBRE',
    position: 'OUVERT',
    denomination_sociale: 'ACME',
    libelle_courrier: 'ACME',
    libelle_facturation: 'ACME',
    offres_de_service: '',
    habilitations: '',
    selectionne: false,
    ...extra,
  });
}

function selected(extra: Partial<Record<string, unknown>> = {}): SelectedCustomerAccount {
  return withBilling(account(extra), [{ id: 9, ville_facturation: (extra.ville_facturation as string | undefined) ?? 'Paris' }]);
}

const person = { firstName: 'Jeanne', lastName: 'Martin' };

describe('contracts', () => {
  it('turns habilitations into a list and keeps role_{product}', () => {
    const a = CustomerAccountSchema.parse({ ...account(), habilitations: 'COMMANDE, FACTURES,', role_registre: 'ADMIN' });
    expect(a.habilitations).toEqual(['COMMANDE', 'FACTURES']);
    expect((a as Record<string, unknown>).role_registre).toBe('ADMIN');
    expect(splitCodes('WS,WS_INTEG, 14')).toEqual(['WS', 'WS_INTEG', '14']);
  });

  it('maps user attributes to the contact fields, empty by default', () => {
    expect(contactFields({ email: 'a@b.fr', firstName: '', lastName: '', prenom: '', nom: '', attributes: { zipCode: ['75002'], mobilePhone: ['06'] } })).toEqual({
      address: '',
      extraAddress: '',
      postcode: '75002',
      city: '',
      country: '',
      mobile: '06',
      landline: '',
    });
  });

  it('reads the claims of a JWT (URL-safe base64, UTF-8)', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'x', given_name: 'Hélène', preferred_username: 'h@exemple.fr' })).toString('base64url');
    expect(parseJwtClaims(`e30.${payload}.sig`)).toMatchObject({ given_name: 'Hélène', preferred_username: 'h@exemple.fr' });
    expect(parseJwtClaims('pas-un-jeton')).toBeNull();
  });

  it('takes the billing fields from the first subscription', () => {
    const a = withBilling(account({ libelle_facturation: null }), [
      { id: 1, libelle_facturation: 'FACT', contact_nom: 'Martin', ville_facturation: 'Lyon', code_postal_facturation: '69001' },
      { id: 2, ville_facturation: 'Autre' },
    ]);
    expect(a).toMatchObject({ libelle_facturation: 'FACT', contact_nom: 'Martin', ville_facturation: 'Lyon', code_postal_facturation: '69001', pays_facturation: null });
  });
});

describe('sign-in rules (SPEC §4)', () => {
  const both = { redirectPostConnexion: true, redirectSelect: true };

  it('sends to account creation, to the select page, or selects the only account', () => {
    expect(afterSignIn([], both)).toEqual({ kind: 'navigate', path: '/inscription' });
    expect(afterSignIn([], { ...both, redirectPostConnexion: false })).toEqual({ kind: 'none' });
    expect(afterSignIn([account({ id: 1 }), account({ id: 2 })], both)).toEqual({ kind: 'navigate', path: '/selection-compte-client' });
    expect(afterSignIn([account({ id: 1 }), account({ id: 2 })], { ...both, redirectSelect: false })).toEqual({ kind: 'none' });
    expect(afterSignIn([account({ id: 5 })], both)).toEqual({ kind: 'select', accountId: 5 });
    expect(afterSignIn([account({ id: 5, selectionne: true })], both)).toEqual({ kind: 'none' });
  });

  it('sends a person without account to account creation except from there and the privacy page', () => {
    expect(mustCreateAccount('/tarifs', [])).toBe(true);
    expect(mustCreateAccount('/inscription', [])).toBe(false);
    expect(mustCreateAccount('/politique-de-confidentialite-traitement-donnees-personnelles', [])).toBe(false);
    expect(mustCreateAccount('/tarifs', null)).toBe(false);
    expect(mustCreateAccount('/tarifs', [account()])).toBe(false);
  });

  it('redirects WS and WS_INTEG accounts without offer 14 to the personal space', () => {
    expect(isWebServiceAccount(account({ offres_de_service: 'WS' }))).toBe(true);
    expect(isWebServiceAccount(account({ offres_de_service: 'KBIS,WS_INTEG' }))).toBe(true);
    expect(isWebServiceAccount(account({ offres_de_service: 'WS,14' }))).toBe(false);
    expect(isWebServiceAccount(account({ offres_de_service: 'KBIS' }))).toBe(false);
    const ws = account({ offres_de_service: 'WS' });
    expect(webServiceRedirect('/tarifs', ws)).toBe('/espace-personnel');
    expect(webServiceRedirect('/inscription', ws)).toBe('/espace-personnel/mes-informations');
    expect(webServiceRedirect('/selection-compte-client', ws)).toBeNull();
    expect(webServiceRedirect('/espace-personnel/mes-factures', ws)).toBeNull();
    expect(webServiceRedirect('/tarifs', account())).toBeNull();
  });

  it('sends long names without labels, or long cities, to the complete-account page', () => {
    const longName = 'SOCIETE DES ETABLISSEMENTS REUNIS DU GRAND OUEST'; // 48 > 38
    expect(accountCompletion(selected({ denomination_sociale: longName, libelle_courrier: null, libelle_facturation: null }), person)).toEqual({ kind: 'complete' });
    expect(accountCompletion(selected({ ville_facturation: 'SAINT-REMY-EN-BOUZEMONT-SAINT-GENEST-ET-ISSON' }), person)).toEqual({ kind: 'complete' });
    // Exactly at the thresholds: fine.
    expect(accountCompletion(selected({ denomination_sociale: 'X'.repeat(38), libelle_courrier: null, libelle_facturation: null }), person)).toEqual({
      kind: 'fill',
      libelle_courrier: 'X'.repeat(38),
      libelle_facturation: 'X'.repeat(38),
    });
    expect(accountCompletion(selected({ ville_facturation: 'V'.repeat(32) }), person)).toEqual({ kind: 'ok' });
    // Closed accounts are left alone.
    expect(accountCompletion(selected({ position: 'FERME', denomination_sociale: longName, libelle_courrier: null, libelle_facturation: null }), person)).toEqual({ kind: 'ok' });
  });

  it('fills missing labels with the company name, else "last first name"', () => {
    expect(accountCompletion(selected({ libelle_courrier: null }), person)).toEqual({ kind: 'fill', libelle_courrier: 'ACME', libelle_facturation: 'ACME' });
    expect(accountCompletion(selected({ denomination_sociale: null, libelle_courrier: null, libelle_facturation: null }), person)).toEqual({
      kind: 'fill',
      libelle_courrier: 'Martin Jeanne',
      libelle_facturation: 'Martin Jeanne',
    });
    const longName = 'SOCIETE DES ETABLISSEMENTS REUNIS DU GRAND OUEST';
    expect(accountCompletion(selected({ denomination_sociale: longName, libelle_courrier: 'SERGO', libelle_facturation: null }), person)).toEqual({
      kind: 'fill',
      libelle_courrier: 'SERGO',
      libelle_facturation: 'SERGO',
    });
  });
});

describe('roles (SPEC §6)', () => {
  it('refreshes unread revelations for open subscriber accounts only', () => {
    expect(pollsUnreadRevelations(account({ type_compte: 'ABONNE' }))).toBe(true);
    expect(pollsUnreadRevelations(account({ type_compte: 'ABONNE', position: 'SUSPENDU' }))).toBe(false);
    expect(pollsUnreadRevelations(account({ type_compte: 'MEMBRE' }))).toBe(false);
    expect(pollsUnreadRevelations(null)).toBe(false);
  });

  it('recognises the accounts subscribed to the monitoring offer', () => {
    expect(hasMonitoringOffer(account({ offres_de_service: 'KBIS, SURV' }))).toBe(true);
    expect(hasMonitoringOffer(account({ offres_de_service: 'KBIS,SURVEILLANCE' }))).toBe(false);
    expect(hasMonitoringOffer(account({ offres_de_service: null }))).toBe(false);
    expect(hasMonitoringOffer(null)).toBe(false);
  });

  it('flags internal staff by e-mail domain', () => {
    expect(isInternalStaff('agent@registre-entreprises.fr')).toBe(true);
    expect(isInternalStaff('agent@greffe.registre-entreprises.fr')).toBe(true);
    expect(isInternalStaff('client@exemple.fr')).toBe(false);
    expect(isInternalStaff('agent@registre-entreprises.fr.evil.example')).toBe(false);
    expect(isInternalStaff(null)).toBe(false);
  });

  it('takes the initials from the first and last names', () => {
    expect(initials('jeanne', 'martin')).toBe('JM');
    expect(initials('Élodie', null)).toBe('É');
  });
});

describe('ownDataState', () => {
  const session = { connected: true, restoring: false, signingIn: false };
  it('lets pages ask for the person\'s data once the session is open and the person has an account', () => {
    expect(ownDataState(session, [account()])).toBe('ready');
    // Accounts that could not be loaded: the pages ask, and show their own failure.
    expect(ownDataState(session, null)).toBe('ready');
  });
  it('holds them back without a session, while it opens, and without any customer account', () => {
    expect(ownDataState({ ...session, connected: false }, null)).toBe('signed-out');
    expect(ownDataState({ ...session, restoring: true }, null)).toBe('pending');
    expect(ownDataState({ ...session, signingIn: true }, [account()])).toBe('pending');
    expect(ownDataState(session, [])).toBe('no-account');
  });
});
