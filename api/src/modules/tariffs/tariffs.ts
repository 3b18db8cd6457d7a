// The price grids of the portal and the legal source of each figure. The basket module writes them
// into the tables of migration 200_tariffs.sql (see basket/repository.ts).
//
// Mainland grid: emoluments of the commercial-court registrars, regulated by the Code de commerce
// (art. R743-140 and its annex; amounts in the partie Arrêtés, livre VII, titre IV, chapitre III,
// section 3 « De la tarification des greffiers des tribunaux de commerce »), amounts of the period
// opened on 1 March 2024. The tariff is revised every two years; the amounts of the revision of
// 1 March 2026 could not be consulted, so the site keeps applying these, in force on the site since
// 1 March 2024, and says so on the prices page rather than naming a period that has ended. What was
// checked, and against what:
//
// - Transmissions (sous-section 9, art. A743-17, I): transmission of a deed, decision or document
//   by secure electronic means 1,60 € HT; transmission of a registration extract by secure
//   electronic means 0,54 € HT. Confirmed for the 2024-2026 period (WebLex, "Tarifs des greffiers
//   des tribunaux de commerce 2024-2026", which quotes the article; the 2022 version, 1,68 € and
//   0,57 €, is on french-business-law.com).
// - Privilèges et sûretés (sous-section 3, art. A743-11): issue of a positive or negative statement
//   of the Treasury-lien registrations, whatever their number, 2,13 € HT. Confirmed for 2024-2026
//   (WebLex, "Tarifs des greffiers des tribunaux de commerce – Privilèges et sûretés").
// - Registration extract (Kbis), sous-section 2, art. A743-10: the table itself could not be read.
//   Its 2,13 € HT is derived from the desk price published for 2025 (2,56 € TTC = 2,13 € + 20 %),
//   and the totals it gives agree with the published online and postal prices (3,20 € and 3,97 €
//   TTC, /work/shared/DATA-SOURCES.md "Prices"; keobiz.fr, 1 January 2025).
// - Postage by mail (sous-section 10, flat-rate reimbursement): 1,18 € HT is derived from the
//   published postal price of the Kbis (3,97 € TTC) assuming that VAT applies to the flat-rate
//   postage, as the registries' published breakdowns of other formalities show; not confirmed.
//
// - Copies of filed annual accounts and deeds, and the debt statement covering every category of
//   registration: the amounts of art. A743-10 and A743-11 for them could not be read, so their
//   prices are the site's own, and the page says so: the emolument confirmed for a statement
//   (2,13 € HT) with the electronic transmission (1,60 € HT).
// - A document other than the Kbis sent by mail: the site's own price, the electronic price above
//   plus the postage. The registry's emolument plus postage alone (3,31 € HT) would cost less than
//   the electronic copy (3,73 € HT), which a grid must never do (`mailNeverCheaper`).
// - A periodic Kbis is a Kbis extract per delivery, at the extract's price.
//
// Not in the grid, for want of a figure: the certificate relating to collective procedures.
//
// New Caledonia grid: the register of the tribunal mixte de commerce de Nouméa has its own fees
// (décret n° 2011-579 du 25 mai 2011; the register has been kept by New Caledonia since
// 1 October 2014, décret n° 2014-1086), whose amounts could not be consulted. Its figures are the
// mainland ones excluding VAT converted at the fixed parity 1,000 XPF = 8.38 EUR, rounded to the
// nearest franc; no VAT (French VAT does not apply in New Caledonia; whether the local TGC applies
// to these fees was not checked).
import type { CodeArticle, CodeCategorieProduit, Devise, Diffusion } from '@portail/shared/api';
import { DEFAULT_VARIANT, VARIANTS, type Variant } from '@portail/shared/site/variants';
import { formatAmount } from '@portail/shared/format/amounts';

export interface GridDefinition {
  code: string;
  libelle: string;
  categorie_client: string;
  territoire: 'FR' | 'NC';
  devise: Devise;
  /** 2000 = 20 %. */
  taux_tva_points_base: number;
  applicable_depuis: string;
  source: string;
  prices: PriceDefinition[];
}

export interface PriceDefinition {
  article: CodeArticle;
  diffusion: Diffusion;
  /** Hundredths of the grid's currency, excluding VAT. */
  prix_ht: number;
  frais_envoi: number;
  source: string;
}

export const CATEGORIES: { code: CodeCategorieProduit; libelle: string; ordre: number }[] = [
  { code: 'KBIS', libelle: 'Extrait Kbis', ordre: 1 },
  { code: 'COMPTES_ANNUELS', libelle: 'Comptes annuels', ordre: 2 },
  { code: 'ACTE', libelle: 'Actes et statuts', ordre: 3 },
  { code: 'ETAT_ENDETTEMENT', libelle: "État d'endettement", ordre: 4 },
];

export const ARTICLES: { code: CodeArticle; libelle: string; code_categorie_produit: CodeCategorieProduit; ordre: number }[] = [
  { code: 'KBIS', libelle: "Extrait Kbis (extrait d'immatriculation au RCS)", code_categorie_produit: 'KBIS', ordre: 1 },
  { code: 'COMPTES_ANNUELS', libelle: 'Copie des comptes annuels déposés', code_categorie_produit: 'COMPTES_ANNUELS', ordre: 2 },
  { code: 'ACTE', libelle: "Copie d'un acte déposé", code_categorie_produit: 'ACTE', ordre: 3 },
  {
    code: 'ETAT_ENDETTEMENT',
    libelle: "État d'endettement (inscriptions de toutes catégories)",
    code_categorie_produit: 'ETAT_ENDETTEMENT',
    ordre: 4,
  },
  {
    code: 'ETAT_INSCRIPTIONS_TRESOR',
    libelle: 'État des inscriptions du privilège du Trésor',
    code_categorie_produit: 'ETAT_ENDETTEMENT',
    ordre: 5,
  },
];

/** Parity of the CFP franc: 1,000 XPF = 8.38 EUR. */
export const XPF_PER_1000_EUR_CENTS = { xpf: 1000, eurCents: 838 } as const;

/** Hundredths of XPF for an amount in euro cents: converted at the fixed parity, rounded to the nearest franc (half up). */
export function eurCentsToXpfHundredths(cents: number): number {
  // francs = cents / 100 * 1000 / 8.38 = cents * 1000 / 838, in integers to avoid floating drift.
  const numerator = cents * XPF_PER_1000_EUR_CENTS.xpf;
  const francs = Math.floor((2 * numerator + XPF_PER_1000_EUR_CENTS.eurCents) / (2 * XPF_PER_1000_EUR_CENTS.eurCents));
  return francs * 100;
}

/** Smallest amount of each currency, in hundredths: the cent, the franc. */
export const ROUNDING_UNIT: Record<Devise, number> = { EUR: 1, XPF: 100 };

/**
 * VAT of a price: rate × (price excluding VAT + postage), rounded to the currency's smallest unit,
 * half up (a euro amount of x.5 cents goes to the cent above). Postage is a flat-rate
 * reimbursement charged by the registry, in the VAT base like the emolument.
 */
export function vatOf(prixHt: number, fraisEnvoi: number, tauxPointsBase: number, devise: Devise): number {
  const unit = ROUNDING_UNIT[devise];
  const base = (prixHt + fraisEnvoi) * tauxPointsBase; // in hundredths × 10,000
  const divisor = 10_000 * unit;
  return Math.floor((2 * base + divisor) / (2 * divisor)) * unit;
}

const TARIF_2024 =
  'Code de commerce, partie Arrêtés, livre VII, titre IV, chapitre III, section 3 « De la tarification des greffiers des tribunaux de commerce »';
const REGULATED_TARIFF = 'tarif réglementé des émoluments des greffiers des tribunaux de commerce (Code de commerce, art. R743-140 et son annexe)';
/** The first day of the mainland grid the site applies. */
const MAINLAND_IN_FORCE_SINCE = '2024-03-01';
const SITE_OWN_PRICE = 'Prix propre au site';
/** Published prices of the Kbis the figures are checked against (/work/shared/DATA-SOURCES.md « Prices »). */
const PUBLISHED_KBIS = 'prix publiés de l’extrait Kbis : 3,20 € TTC en ligne, 3,97 € TTC par courrier (tarifs 2025 cités par des sources secondaires)';

const KBIS_EMOLUMENT = 213;
const KBIS_TRANSMISSION = 54;
const ETAT_EMOLUMENT = 213;
const DOCUMENT_TRANSMISSION = 160;
const POSTAGE = 118;

const KBIS_EMOLUMENT_SOURCE =
  "émolument de délivrance de l'extrait (sous-section 2, art. A743-10) : 2,13 € HT, déduit du prix publié au guichet (2,56 € TTC), le tableau de l'article n'ayant pas pu être consulté";
const COPY_EMOLUMENT = 213;
const PROVISIONAL_COPY_SOURCE =
  `${SITE_OWN_PRICE} : le montant réglementé de l'émolument de délivrance (sous-section 2, art. A743-10) n'a pas pu être consulté ; le site applique celui d'un état d'inscription (2,13 € HT)`;
const PROVISIONAL_STATEMENT_SOURCE =
  `${SITE_OWN_PRICE} : le montant réglementé de l'émolument de l'état de toutes les catégories d'inscriptions (sous-section 3, art. A743-11) n'a pas pu être consulté ; le site applique celui de l'état d'une catégorie (2,13 € HT)`;
const DOCUMENT_TRANSMISSION_SOURCE = "transmission d'un document par voie électronique sécurisée (sous-section 9, art. A743-17, I, 1°) : 1,60 € HT";
/** The site's price of a document other than the Kbis by mail: the electronic copy's, plus the postage. */
const mailedCopySource = (label: string, electronic: number) =>
  `${SITE_OWN_PRICE} pour l'envoi par courrier : le prix de ${label} en version électronique (${formatAmount(electronic, { currency: true })} HT), plus les ${POSTAGE_SOURCE}`;

/** An article whose emolument is the site's own: electronic (emolument + transmission) and by mail (the same, plus postage). */
function provisionalPrices(article: CodeArticle, label: string, emolumentSource: string): PriceDefinition[] {
  return [
    { article, diffusion: 'ELEC', prix_ht: COPY_EMOLUMENT + DOCUMENT_TRANSMISSION, frais_envoi: 0, source: `${emolumentSource} ; ${DOCUMENT_TRANSMISSION_SOURCE}.` },
    { article, diffusion: 'COURRIER', prix_ht: COPY_EMOLUMENT + DOCUMENT_TRANSMISSION, frais_envoi: POSTAGE, source: `${mailedCopySource(label, COPY_EMOLUMENT + DOCUMENT_TRANSMISSION)}.` },
  ];
}

const POSTAGE_SOURCE =
  "frais d'envoi postal (sous-section 10, remboursement forfaitaire) : 1,18 € HT, déduits du prix publié de l'extrait Kbis par courrier (3,97 € TTC) en supposant la TVA due sur ces frais ; montant non confirmé par le texte";

/** The public grid of the mainland site. */
export const STANDARD: GridDefinition = {
  code: VARIANTS.fr.priceGrid,
  libelle: 'Tarif public – France',
  categorie_client: 'PUBLIC',
  territoire: VARIANTS.fr.territory,
  devise: VARIANTS.fr.currency,
  taux_tva_points_base: 2000,
  applicable_depuis: MAINLAND_IN_FORCE_SINCE,
  source:
    `Émoluments fixés par le ${REGULATED_TARIFF}, montants détaillés au ${TARIF_2024} : ceux de la période ouverte le 1er mars 2024, ` +
    "que le site applique depuis cette date (les montants de la révision suivante n'ont pas pu être consultés). " +
    'Les prix propres au site sont signalés dans le détail de chaque montant. TVA au taux normal de 20 %.',
  prices: [
    {
      article: 'KBIS',
      diffusion: 'ELEC',
      prix_ht: KBIS_EMOLUMENT + KBIS_TRANSMISSION,
      frais_envoi: 0,
      source: `${KBIS_EMOLUMENT_SOURCE} ; transmission de l'extrait par voie électronique sécurisée (sous-section 9, art. A743-17, I, 2°) : 0,54 € HT. Total de 3,20 € TTC conforme aux ${PUBLISHED_KBIS}.`,
    },
    {
      article: 'KBIS',
      diffusion: 'COURRIER',
      prix_ht: KBIS_EMOLUMENT,
      frais_envoi: POSTAGE,
      source: `${KBIS_EMOLUMENT_SOURCE} ; ${POSTAGE_SOURCE}. Total de 3,97 € TTC conforme aux ${PUBLISHED_KBIS}.`,
    },
    {
      article: 'ETAT_INSCRIPTIONS_TRESOR',
      diffusion: 'ELEC',
      prix_ht: ETAT_EMOLUMENT + DOCUMENT_TRANSMISSION,
      frais_envoi: 0,
      source:
        "Délivrance d'un état d'inscription positif ou négatif, quel que soit le nombre d'inscriptions révélées (sous-section 3 « Privilèges et sûretés », art. A743-11) : 2,13 € HT ; transmission d'un document par voie électronique sécurisée (sous-section 9, art. A743-17, I, 1°) : 1,60 € HT.",
    },
    {
      article: 'ETAT_INSCRIPTIONS_TRESOR',
      diffusion: 'COURRIER',
      prix_ht: ETAT_EMOLUMENT + DOCUMENT_TRANSMISSION,
      frais_envoi: POSTAGE,
      source: `${mailedCopySource("l'état", ETAT_EMOLUMENT + DOCUMENT_TRANSMISSION)}.`,
    },
    ...provisionalPrices('COMPTES_ANNUELS', 'la copie', `Copie des comptes annuels déposés. ${PROVISIONAL_COPY_SOURCE}`),
    ...provisionalPrices('ACTE', 'la copie', `Copie d'un acte déposé. ${PROVISIONAL_COPY_SOURCE}`),
    ...provisionalPrices('ETAT_ENDETTEMENT', "l'état", `État d'endettement. ${PROVISIONAL_STATEMENT_SOURCE}`),
  ],
};

/** The public grid of a site in CFP francs: the mainland prices excluding VAT at the fixed parity, no VAT. */
export function convertedToXpf(from: GridDefinition, site: Pick<Variant, 'priceGrid' | 'territory'>): GridDefinition {
  return {
    code: site.priceGrid,
    libelle: 'Tarif public – Nouvelle-Calédonie',
    categorie_client: from.categorie_client,
    territoire: site.territory,
    devise: 'XPF',
    taux_tva_points_base: 0,
    applicable_depuis: from.applicable_depuis,
    source:
      "Registre du commerce et des sociétés de Nouvelle-Calédonie (tribunal mixte de commerce de Nouméa) : son tarif propre n'a pas pu être consulté. " +
      `Montants hors taxes du tarif métropolitain (${TARIF_2024}) convertis à la parité fixe 1 000 XPF = 8,38 €, arrondis au franc le plus proche.`,
    prices: from.prices.map((p) => ({
      ...p,
      prix_ht: eurCentsToXpfHundredths(p.prix_ht),
      frais_envoi: eurCentsToXpfHundredths(p.frais_envoi),
      source:
        `Conversion à la parité fixe (1 000 XPF = 8,38 €) du prix métropolitain de ${formatAmount(p.prix_ht, { currency: true })} HT` +
        (p.frais_envoi > 0 ? ` et des frais d'envoi de ${formatAmount(p.frais_envoi, { currency: true })} HT` : '') +
        ' ; tarif local non consulté.',
    })),
  };
}

export const STANDARD_NC = convertedToXpf(STANDARD, VARIANTS.nc);

export const GRIDS: GridDefinition[] = [STANDARD, STANDARD_NC];

/** The grid of a basket or an account nobody has chosen one for: the default site's. */
export const DEFAULT_GRID = VARIANTS[DEFAULT_VARIANT].priceGrid;

/** Grid errors: a document whose mailed copy would cost less (excluding VAT, postage included) than its electronic one. */
export function mailNeverCheaper(grid: GridDefinition): string[] {
  const errors: string[] = [];
  for (const mail of grid.prices.filter((p) => p.diffusion === 'COURRIER')) {
    const elec = grid.prices.find((p) => p.article === mail.article && p.diffusion === 'ELEC');
    if (elec && mail.prix_ht + mail.frais_envoi < elec.prix_ht + elec.frais_envoi) errors.push(`${grid.code} ${mail.article}`);
  }
  return errors;
}
