import { DEMO_PASSWORD } from '@portail/shared/auth/profile';
import { SITE_PRODUCTS } from '@portail/shared/site/variants';
import { type Identity, DEFAULT_SCRYPT_COST, hashPassword, createUser, findUserByEmail, type ContactAttributes } from '../identity';
import { addSubscription, createAccount, type NewAccount, type SubscriptionRow } from '../accounts';
import { demoFormalitiesOf } from './demoFormalities';
import { addLastMonthInvoice } from './demoInvoices';
import { addFormality } from './formalities';

// Demo customers of the embedded default (never seeded with DATABASE_URL or an external provider).
// Named in README.md, "Compte de démonstration".

export interface DemoCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  attributes: ContactAttributes;
  accounts: Array<NewAccount & { subscriptions?: Array<Omit<SubscriptionRow, 'id'>> }>;
}

/** Whom and where Camille Durand's subscriptions are invoiced. */
const DURAND_BILLING = {
  libelle_facturation: 'DURAND CONSEIL',
  contact_nom: 'Durand',
  contact_prenom: 'Camille',
  numero_voie_facturation: '12 rue de la Paix',
  complement_adresse_facturation: null,
  code_postal_facturation: '75002',
  ville_facturation: 'Paris',
  pays_facturation: 'France',
};

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    email: 'camille.durand@exemple.fr',
    password: DEMO_PASSWORD,
    firstName: 'Camille',
    lastName: 'Durand',
    attributes: { address: '12 rue de la Paix', zipCode: '75002', city: 'Paris', country: 'France', phone: '01 23 45 67 89' },
    accounts: [
      {
        type_compte: 'ABONNE',
        type_profil: 'PROFESSIONNEL',
        denomination_sociale: 'DURAND CONSEIL',
        siren: '552081317',
        tva_intra_communautaire: 'FR40552081317',
        libelle_courrier: 'DURAND CONSEIL',
        libelle_facturation: 'DURAND CONSEIL',
        offres_de_service: 'KBIS,SURV',
        habilitations: 'COMMANDE,SURVEILLANCE,FACTURES',
        paiement_differe: true,
        // Administrator on every site of the portal.
        roles: Object.fromEntries(SITE_PRODUCTS.map((product) => [product, 'ADMINISTRATEUR'])),
        subscriptions: [
          {
            code_offre: 'SURV',
            date_debut: '2024-01-01',
            date_fin: null,
            ...DURAND_BILLING,
          },
          {
            code_offre: 'KBIS',
            date_debut: '2024-03-01',
            date_fin: null,
            ...DURAND_BILLING,
          },
        ],
      },
    ],
  },
  {
    email: 'dominique.martin@exemple.fr',
    password: DEMO_PASSWORD,
    firstName: 'Dominique',
    lastName: 'Martin',
    attributes: { address: '3 quai Saint-Vincent', zipCode: '69001', city: 'Lyon', country: 'France' },
    accounts: [
      { type_compte: 'MEMBRE', type_profil: 'PARTICULIER', denomination_sociale: null, siren: null },
      {
        type_compte: 'MEMBRE',
        type_profil: 'PROFESSIONNEL',
        denomination_sociale: 'ATELIER MARTIN ET FILS',
        siren: '732829320',
        libelle_courrier: 'ATELIER MARTIN ET FILS',
        libelle_facturation: 'ATELIER MARTIN ET FILS',
        offres_de_service: '',
        habilitations: 'COMMANDE',
        // A Kbis subscription that ended: the personal space offers to resume it.
        subscriptions: [
          {
            code_offre: 'KBIS',
            date_debut: '2025-01-01',
            date_fin: '2025-12-31',
            libelle_facturation: 'ATELIER MARTIN ET FILS',
            contact_nom: 'Martin',
            contact_prenom: 'Dominique',
            numero_voie_facturation: '3 quai Saint-Vincent',
            complement_adresse_facturation: null,
            code_postal_facturation: '69001',
            ville_facturation: 'Lyon',
            pays_facturation: 'France',
          },
        ],
      },
    ],
  },
];

/** Creates the demo customers that do not exist yet. */
export async function seedDemoCustomers(identity: Identity, customers: DemoCustomer[] = DEMO_CUSTOMERS): Promise<void> {
  const { db } = identity;
  const cost = identity.config.scryptCost ?? DEFAULT_SCRYPT_COST;
  for (const c of customers) {
    if (await findUserByEmail(db, c.email)) continue;
    const passwordHash = await hashPassword(c.password, cost);
    await db.transaction(async (tx) => {
      const user = await createUser(tx, { email: c.email, passwordHash, firstName: c.firstName, lastName: c.lastName, emailVerified: true, attributes: c.attributes });
      for (const { subscriptions, ...account } of c.accounts) {
        const created = await createAccount(tx, user.id, account);
        for (const s of subscriptions ?? []) await addSubscription(tx, created.id, s);
        for (const f of demoFormalitiesOf(created.siren)) await addFormality(tx, created.id, f);
        // An account billed monthly has last month's invoice to pay.
        if (account.paiement_differe && account.siren) await addLastMonthInvoice(tx, created.id, account.libelle_facturation ?? account.siren, account.siren);
      }
    });
  }
}
