// Reading issued documents: an order's list (visualisations), one PDF, the order's zip, a debt
// statement's content, and the public verification of a code. A person reads the documents of
// the customer accounts they act for; anything else is not found.
import { zipSync } from 'fflate';
import type { AdressePostale, EtapeCourrier, EtatEndettement, Expedition, VerificationDocument, Visualisation } from '@portail/shared/api';
import type { Queryable } from '../../db/types';
import { lineEntity } from '../orders';
import { canResend, shipmentSteps } from '../postal';
import { downloadNames, type StoredName } from './downloadNames';
import type { DebtStatementData } from './types';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The person acts for the document's account. */
const ACTS_FOR = `exists (select 1 from compte_client_utilisateur u where u.compte_client_id = d.compte_client_id and u.sujet = $1)`;

interface VisualisationRow {
  id: number;
  ligne_commande_id: number;
  code_article: Visualisation['code_article'];
  libelle: string;
  entreprise_id: number | null;
  entite_siren: string | null;
  entite_denomination: string;
  diffusion: Visualisation['diffusion'];
  envoi: number;
  emis_le: string;
  code_verification: string | null;
  empreinte_sha256: string;
  taille: number;
  nom_fichier: string;
  x_statut: Expedition['statut'] | null;
  x_adresse: AdressePostale | null;
  x_exemplaires: number | null;
  x_imprime_le: string | null;
  x_poste_le: string | null;
  x_numero_suivi: string | null;
  x_etat_postal: Expedition['etat_postal'] | null;
  x_renvois: number | null;
}

const VISUALISATION_SELECT = `select d.id, d.ligne_commande_id, d.code_article, d.libelle, d.entreprise_id, d.entite_siren, d.entite_denomination, l.diffusion,
    d.envoi, ${ISO('d.emis_le')} as emis_le, d.code_verification, d.empreinte_sha256, d.taille, d.nom_fichier,
    x.statut as x_statut, x.adresse as x_adresse, x.exemplaires as x_exemplaires, ${ISO('x.imprime_le')} as x_imprime_le, ${ISO('x.poste_le')} as x_poste_le,
    x.numero_suivi as x_numero_suivi, x.etat_postal as x_etat_postal, x.renvois as x_renvois
  from document_emis d join ligne_commande l on l.id = d.ligne_commande_id left join expedition x on x.document_id = d.id`;

/** The download names of the documents of order `orderId` (see downloadNames.ts). */
async function namesInOrder(db: Queryable, orderId: number): Promise<Map<number, string>> {
  return downloadNames(await db.query<StoredName>('select id, nom_fichier from document_emis where commande_id = $1', [orderId]));
}

function toVisualisation(r: VisualisationRow, names: Map<number, string>, steps: Map<number, EtapeCourrier[]>): Visualisation {
  return {
    id: r.id,
    id_article: r.ligne_commande_id,
    code_article: r.code_article,
    libelle: r.libelle,
    entite: lineEntity(r),
    diffusion: r.diffusion,
    envoi: r.envoi,
    emis_le: r.emis_le,
    code_verification: r.code_verification,
    empreinte_sha256: r.empreinte_sha256,
    taille: r.taille,
    nom_fichier: names.get(r.id) ?? r.nom_fichier,
    expedition:
      r.x_statut && r.x_adresse
        ? {
            statut: r.x_statut,
            adresse: r.x_adresse,
            exemplaires: r.x_exemplaires ?? 1,
            imprime_le: r.x_imprime_le,
            poste_le: r.x_poste_le,
            numero_suivi: r.x_numero_suivi,
            etat_postal: r.x_etat_postal ?? null,
            renvoi_possible: canResend(r.x_etat_postal ?? null, r.x_renvois ?? 0),
            etapes: steps.get(r.id) ?? [],
          }
        : null,
  };
}

/** The documents of an order (one article's when `lineId` is given), oldest first. */
export async function listVisualisations(db: Queryable, orderId: number, lineId?: number): Promise<Visualisation[]> {
  const rows = await db.query<VisualisationRow>(`${VISUALISATION_SELECT} where d.commande_id = $1 and ($2::int is null or d.ligne_commande_id = $2) order by d.ligne_commande_id, d.envoi`, [
    orderId,
    lineId ?? null,
  ]);
  const names = await namesInOrder(db, orderId);
  // The letters of the documents sent by mail: each step the print-and-post provider notified.
  const steps = await shipmentSteps(
    db,
    rows.filter((r) => r.x_statut).map((r) => r.id),
  );
  return rows.map((r) => toVisualisation(r, names, steps));
}

/** One document's PDF, for a person who acts for its account. */
export async function documentPdfFor(db: Queryable, sub: string, id: number): Promise<{ pdf: Buffer; filename: string } | null> {
  const [row] = await db.query<{ pdf: Buffer | Uint8Array; nom_fichier: string; commande_id: number }>(
    `select d.pdf, d.nom_fichier, d.commande_id from document_emis d where d.id = $2 and ${ACTS_FOR}`,
    [sub, id],
  );
  if (!row) return null;
  // The name it has in the order's zip: another document of the order may have the same stored name.
  const names = await namesInOrder(db, row.commande_id);
  return { pdf: Buffer.from(row.pdf), filename: names.get(id) ?? row.nom_fichier };
}

/** Every document of the order in one zip; null when it has none yet. Same documents, same bytes. */
export async function orderZip(db: Queryable, orderId: number): Promise<Buffer | null> {
  const rows = await db.query<{ id: number; pdf: Buffer | Uint8Array; nom_fichier: string; emis_le: string }>(
    `select id, pdf, nom_fichier, ${ISO('emis_le')} as emis_le from document_emis where commande_id = $1 order by ligne_commande_id, envoi`,
    [orderId],
  );
  if (rows.length === 0) return null;
  const names = downloadNames(rows);
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const r of rows) files[names.get(r.id)!] = [new Uint8Array(r.pdf), { mtime: new Date(r.emis_le) }];
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** What a debt-status statement stated when it was issued, for a person who acts for its account. */
export async function debtStatementFor(db: Queryable, sub: string, id: number): Promise<EtatEndettement | null> {
  const [row] = await db.query<{ donnees: DebtStatementData }>(
    `select d.donnees from document_emis d where d.id = $2 and d.code_article in ('ETAT_ENDETTEMENT', 'ETAT_INSCRIPTIONS_TRESOR') and ${ACTS_FOR}`,
    [sub, id],
  );
  if (!row) return null;
  const { arrete_au, critere, debiteurs, inscriptions } = row.donnees;
  return { id_visualisation: id, arrete_au, critere, debiteurs, inscriptions };
}

/** The public facts of a verification code: who issued what, when, for which company. */
export async function verification(db: Queryable, code: string, issuer: string): Promise<VerificationDocument | null> {
  const [row] = await db.query<{
    code_verification: string;
    code_article: string;
    libelle: string;
    emis_le: string;
    entreprise_id: number | null;
    entite_siren: string | null;
    ridet: string | null;
    entite_denomination: string;
    greffe: string | null;
    empreinte_sha256: string;
    taille: number;
    signataire: string;
    algorithme_signature: string;
  }>(
    `select d.code_verification, d.code_article, d.libelle, ${ISO('d.emis_le')} as emis_le, d.entreprise_id, d.entite_siren, e.ridet, d.entite_denomination,
            d.donnees #>> '{greffe,nom}' as greffe, d.empreinte_sha256, d.taille, d.signataire, d.algorithme_signature
     from document_emis d left join entreprise e on e.id = d.entreprise_id
     where d.code_verification = $1`,
    [code],
  );
  if (!row) return null;
  // A New Caledonian company has no SIREN: the document names it by its RIDET.
  const siren = row.entite_siren?.trim() || null;
  const ridet = siren ? null : (row.ridet?.trim() ?? null);
  return {
    code: row.code_verification,
    type: row.code_article,
    libelle: row.libelle,
    emetteur: issuer,
    emis_le: row.emis_le,
    entreprise: {
      id: row.entreprise_id,
      siren,
      numero_identification: siren ?? ridet,
      type_identification: siren ? 'SIREN' : ridet ? 'RIDET' : null,
      denomination: row.entite_denomination,
    },
    greffe: row.greffe,
    empreinte_sha256: row.empreinte_sha256,
    taille: row.taille,
    signature: { titulaire: row.signataire, algorithme: row.algorithme_signature },
  };
}
