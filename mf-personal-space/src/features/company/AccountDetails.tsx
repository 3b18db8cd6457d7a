import {
  SummaryList,
  accountTitle,
  formatSiren,
  serviceOfferLabel,
  accountPositionLabel,
  accountTypeLabel,
  profileTypeLabel,
  splitCodes,
  type CustomerAccount,
} from '@portail/shared';

const NONE = 'Non renseigné';

/** What the account is: its type, customer number, company identifiers and service offers. */
export function AccountDetails({ account }: { account: CustomerAccount }) {
  const offers = splitCodes(account.offres_de_service);
  return (
    <SummaryList
      items={[
        { key: 'nom', term: 'Compte', description: accountTitle(account) },
        { key: 'type', term: 'Type de compte', description: accountTypeLabel(account.type_compte) },
        ...(account.type_profil ? [{ key: 'profil', term: 'Profil', description: profileTypeLabel(account.type_profil) }] : []),
        { key: 'numero', term: 'Numéro client', description: account.numero_client ?? NONE },
        ...(account.type_profil === 'PARTICULIER'
          ? []
          : [
              { key: 'denomination', term: 'Dénomination sociale', description: account.denomination_sociale || NONE },
              { key: 'siren', term: 'SIREN', description: account.siren ? formatSiren(account.siren) : NONE },
              { key: 'tva', term: 'N° de TVA intracommunautaire', description: account.tva_intra_communautaire || NONE },
            ]),
        {
          key: 'offres',
          term: 'Offres de service',
          description:
            offers.length === 0 ? (
              'Aucune'
            ) : (
              <ul className="company-offers">
                {offers.map((code) => (
                  <li key={code}>{serviceOfferLabel(code)}</li>
                ))}
              </ul>
            ),
        },
        { key: 'position', term: 'État du compte', description: accountPositionLabel(account.position) },
      ]}
    />
  );
}
