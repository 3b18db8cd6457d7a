// Documents produced for paid orders (SPEC §7 Orders service: visualisations, etat_endettement per
// visualisation, zip download, kbis_periodiques with envois, adresse_livraison, annulations) and
// the public verification of an issued document.
import * as z from 'zod/mini';
import { Cents, CURRENCIES, DELIVERY_MODES, IsoDate } from './common';
import { CODES_ARTICLE } from './basket';
import { API_BODY_LIMIT } from './edge';
import { AdressePostaleSchema } from './orders';
import { EntrepriseSchema } from './companies';
import { POSTAL_STATES } from '../postal/states';

/** Where a document sent by mail stands: printed, then posted. */
export const SHIPMENT_STATUSES = ['A_IMPRIMER', 'IMPRIME', 'POSTE'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  A_IMPRIMER: "En cours d'impression",
  IMPRIME: 'Imprimé, en attente de remise à La Poste',
  POSTE: 'Remis à La Poste',
};

/** A step of a letter of a shipment, as the print-and-post provider notified it (labels: POSTAL_STATE_LABELS). */
export const EtapeCourrierSchema = z.object({
  /** 1 for the first letter, 2 for the free resend of a returned one. */
  envoi: z.int(),
  numero_suivi: z.string(),
  etat: z.enum(POSTAL_STATES),
  /** Why a letter came back (NPAI), in French. */
  motif: z.nullable(z.string()),
  /** ISO date-time of the step, as the provider dated it. */
  survenu_le: z.string(),
});
export type EtapeCourrier = z.infer<typeof EtapeCourrierSchema>;

/** A shipment of printed copies of a document. */
export const ExpeditionSchema = z.object({
  statut: z.enum(SHIPMENT_STATUSES),
  adresse: AdressePostaleSchema,
  exemplaires: z.int(),
  imprime_le: z.nullable(z.string()),
  poste_le: z.nullable(z.string()),
  /** The current letter's tracking number at the print-and-post provider, once deposited. */
  numero_suivi: z.optional(z.nullable(z.string())),
  /** Where the current letter stands at the provider, once deposited. */
  etat_postal: z.optional(z.nullable(z.enum(POSTAL_STATES))),
  /** Returned to the sender and not sent again yet: POST /expeditions/{id}/renvoi sends it again, free of charge, once. */
  renvoi_possible: z.optional(z.boolean()),
  /** Every step of every letter of the shipment, in the order the provider reported them. */
  etapes: z.optional(z.array(EtapeCourrierSchema)),
});
export type Expedition = z.infer<typeof ExpeditionSchema>;

/** A produced document of an order (a visualisation): its PDF is served as the same bytes forever. */
export const VisualisationSchema = z
  .object({
    id: z.int(),
    /** The order line (article) it was produced for. */
    id_article: z.int(),
    code_article: z.enum(CODES_ARTICLE),
    libelle: z.string(),
    entite: z.object({ id_entreprise: z.nullable(z.int()), siren: z.nullable(z.string()), denomination: z.string() }),
    diffusion: z.enum(DELIVERY_MODES),
    /** Delivery rank of a periodic Kbis (1 otherwise). */
    envoi: z.int(),
    /** ISO date-time of issue. */
    emis_le: z.string(),
    /** The code printed on the document and its QR code (Kbis). */
    code_verification: z.nullable(z.string()),
    empreinte_sha256: z.string(),
    taille: z.int(),
    nom_fichier: z.string(),
    expedition: z.nullable(ExpeditionSchema),
  })
  .register(z.globalRegistry, { id: 'Visualisation' });
export type Visualisation = z.infer<typeof VisualisationSchema>;
export const VisualisationsSchema = z.array(VisualisationSchema).register(z.globalRegistry, { id: 'Visualisations' });

// ---------- Debt status (état d'endettement) ----------

/** Kinds of registration against a debtor kept by the registries. */
export const TYPES_INSCRIPTION = [
  'PRIVILEGE_TRESOR',
  'PRIVILEGE_SECURITE_SOCIALE',
  'NANTISSEMENT_FONDS',
  'NANTISSEMENT_OUTILLAGE',
  'GAGE_STOCKS',
  'CREDIT_BAIL',
  'RESERVE_PROPRIETE',
  'PROTET',
] as const;
export type TypeInscription = (typeof TYPES_INSCRIPTION)[number];
export const LIBELLES_TYPE_INSCRIPTION: Record<TypeInscription, string> = {
  PRIVILEGE_TRESOR: 'Privilège du Trésor',
  PRIVILEGE_SECURITE_SOCIALE: 'Privilège de la sécurité sociale et des régimes complémentaires',
  NANTISSEMENT_FONDS: 'Nantissement du fonds de commerce',
  NANTISSEMENT_OUTILLAGE: "Nantissement de l'outillage et du matériel d'équipement",
  GAGE_STOCKS: 'Gage des stocks',
  CREDIT_BAIL: 'Opération de crédit-bail en matière mobilière',
  RESERVE_PROPRIETE: 'Clause de réserve de propriété',
  PROTET: 'Protêt',
};

export const InscriptionSureteSchema = z.object({
  numero: z.string(),
  type_inscription: z.enum(TYPES_INSCRIPTION),
  date_inscription: IsoDate,
  /** The end of its effect (a registration lapses unless renewed). */
  date_effet_fin: z.nullable(IsoDate),
  creancier: z.string(),
  montant: z.nullable(Cents),
  devise: z.enum(CURRENCIES),
  code_greffe: z.string(),
});
export type InscriptionSurete = z.infer<typeof InscriptionSureteSchema>;

/** A debtor the statement covers (one for a SIREN, possibly several for a name search). */
export const DebiteurSchema = z.object({
  numero_debiteur: z.string(),
  id_entreprise: z.nullable(z.int()),
  siren: z.nullable(z.string()),
  denomination: z.string(),
  code_greffe: z.nullable(z.string()),
  greffe: z.nullable(z.string()),
  nombre_inscriptions: z.int(),
});
export type Debiteur = z.infer<typeof DebiteurSchema>;

/** GET visualisations/{id}/etat_endettement: what the certified statement states, as issued. */
export const EtatEndettementSchema = z
  .object({
    id_visualisation: z.int(),
    arrete_au: z.string(),
    critere: z.object({ siren: z.nullable(z.string()), denomination: z.nullable(z.string()), code_postal: z.nullable(z.string()) }),
    debiteurs: z.array(DebiteurSchema),
    inscriptions: z.array(z.object({ ...InscriptionSureteSchema.shape, numero_debiteur: z.string() })),
  })
  .register(z.globalRegistry, { id: 'EtatEndettement' });
export type EtatEndettement = z.infer<typeof EtatEndettementSchema>;

// ---------- Periodic Kbis ----------

export const PERIODIC_KBIS_STATUSES = ['ACTIF', 'TERMINE', 'ANNULE'] as const;
export type PeriodicKbisStatusCode = (typeof PERIODIC_KBIS_STATUSES)[number];
export const PERIODIC_KBIS_STATUS_LABELS: Record<PeriodicKbisStatusCode, string> = {
  ACTIF: 'En cours',
  TERMINE: 'Terminé',
  ANNULE: 'Annulé',
};

export const KBIS_DISPATCH_STATUSES = ['PREVU', 'EMIS', 'ANNULE'] as const;
export type StatutEnvoi = (typeof KBIS_DISPATCH_STATUSES)[number];
export const KBIS_DISPATCH_STATUS_LABELS: Record<StatutEnvoi, string> = { PREVU: 'Prévu', EMIS: 'Émis', ANNULE: 'Annulé' };

export const EnvoiKbisSchema = z.object({
  rang: z.int(),
  date_prevue: IsoDate,
  statut: z.enum(KBIS_DISPATCH_STATUSES),
  /** The Kbis issued for this delivery. */
  id_visualisation: z.nullable(z.int()),
  emis_le: z.nullable(z.string()),
});
export type EnvoiKbis = z.infer<typeof EnvoiKbisSchema>;

export const KbisPeriodiqueSchema = z
  .object({
    id: z.int(),
    reference_commande: z.string(),
    date_commande: IsoDate,
    id_article: z.int(),
    entite: z.object({ id_entreprise: z.nullable(z.int()), siren: z.nullable(z.string()), denomination: z.string() }),
    diffusion: z.enum(DELIVERY_MODES),
    frequence_mois: z.int(),
    duree_mois: z.int(),
    nombre_envois: z.int(),
    statut: z.enum(PERIODIC_KBIS_STATUSES),
    prochain_envoi: z.nullable(IsoDate),
    adresse_livraison: z.nullable(AdressePostaleSchema),
    annule_le: z.nullable(z.string()),
    envois: z.array(EnvoiKbisSchema),
  })
  .register(z.globalRegistry, { id: 'KbisPeriodique' });
export type KbisPeriodique = z.infer<typeof KbisPeriodiqueSchema>;
export const KbisPeriodiquesSchema = z.array(KbisPeriodiqueSchema).register(z.globalRegistry, { id: 'KbisPeriodiques' });

// ---------- Public verification ----------

/** GET verification-document/{code}: who issued what, when, for which company, and its fingerprint. */
export const VerificationDocumentSchema = z
  .object({
    code: z.string(),
    type: z.string(),
    libelle: z.string(),
    emetteur: z.string(),
    emis_le: z.string(),
    entreprise: z.object({
      id: z.nullable(z.int()),
      siren: z.nullable(z.string()),
      /** The company's number in its own scheme: its SIREN, or its RIDET in New Caledonia; null for a debtor known by name only. */
      numero_identification: z.nullable(z.string()),
      type_identification: z.nullable(EntrepriseSchema.shape.type_identification),
      denomination: z.string(),
    }),
    greffe: z.nullable(z.string()),
    empreinte_sha256: z.string(),
    taille: z.int(),
    signature: z.object({ titulaire: z.string(), algorithme: z.string() }),
  })
  .register(z.globalRegistry, { id: 'VerificationDocument' });
export type VerificationDocument = z.infer<typeof VerificationDocumentSchema>;

/**
 * What a file checked against an issued document is: the issued file itself (same SHA-256), the
 * issued file followed by content appended after the end of its signed revision (an incremental
 * update the signature does not cover), or another file.
 */
export const FILE_VERDICTS = ['IDENTIQUE', 'CONTENU_AJOUTE', 'DIFFERENT'] as const;
export type VerdictFichier = (typeof FILE_VERDICTS)[number];

/** POST verification-document/{code}/fichier: the verdict on the file sent, as the portal reads it. */
export const VerificationFichierSchema = z
  .object({
    code: z.string(),
    verdict: z.enum(FILE_VERDICTS),
    /** The checked file's SHA-256 (lower-case hexadecimal) and size in bytes. */
    empreinte_sha256: z.string(),
    taille: z.int(),
    /** CONTENU_AJOUTE: how many bytes follow the end of the signed revision; null otherwise. */
    octets_ajoutes: z.nullable(z.int()),
  })
  .register(z.globalRegistry, { id: 'VerificationFichier' });
export type VerificationFichier = z.infer<typeof VerificationFichierSchema>;

/**
 * The largest file the check takes, sent as is (Content-Type: application/pdf): the largest body
 * the API and the servers in front of it read. The largest Kbis the portal issues (200 secondary
 * establishments listed, dozens of officers) weighs about 60 KB: this leaves room for whatever
 * was appended to one.
 */
export const VERIFICATION_FILE_MAX_BYTES = API_BODY_LIMIT;
/** The same, as people read it ("2 Mo"). */
export const VERIFICATION_FILE_MAX_LABEL = `${VERIFICATION_FILE_MAX_BYTES / (1024 * 1024)} Mo`;

/** A verification code: 4 groups of 4 characters of an alphabet without look-alikes. */
export const VERIFICATION_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const VERIFICATION_CODE = /^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/;
/** The public page of a code. */
export { verificationPath } from '../routing/recordPaths';

/** The shipment sent again: its new address and where it stands (a new letter, to print). */
export const ExpeditionRenvoiSchema = z
  .object({
    id: z.int(),
    adresse: AdressePostaleSchema,
    statut: z.enum(SHIPMENT_STATUSES),
    renvoi_gratuit_utilise: z.literal(true),
  })
  .register(z.globalRegistry, { id: 'ExpeditionRenvoi' });
export type ExpeditionRenvoi = z.infer<typeof ExpeditionRenvoiSchema>;
