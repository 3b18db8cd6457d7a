// Formalities a customer account filed with a registry (SPEC §2 /mes-formalites): the account's
// list, one with its steps, and what the demo customers have filed. Read through the person who
// acts for the account: another account's formality is not found.
import type { EtapeFormalite, Formalite, FormaliteDetail, FormalitePage, StatutFormalite, TypeFormalite } from '@portail/shared/api';
import type { Queryable } from '../../db/types';

interface FormalityRow {
  id: number;
  reference: string;
  compte_client_id: number;
  type: TypeFormalite;
  objet: string;
  statut: StatutFormalite;
  siren: string | null;
  denomination: string;
  code_greffe: string;
  greffe: string;
  numero_liasse: string | null;
  cree_le: string;
  transmise_le: string | null;
  mise_a_jour_le: string;
  date_inscription: string | null;
  motif: string | null;
  frais_ttc: number | null;
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = `select f.id, f.reference, f.compte_client_id, f.type, f.objet, f.statut, f.siren, f.denomination, f.code_greffe, f.greffe, f.numero_liasse,
    ${ISO('f.cree_le')} as cree_le, ${ISO('f.transmise_le')} as transmise_le, ${ISO('f.mise_a_jour_le')} as mise_a_jour_le,
    f.date_inscription::text as date_inscription, f.motif, f.frais_ttc
  from formalite f`;

function toFormalite(r: FormalityRow): Formalite {
  return {
    id: r.id,
    reference: r.reference,
    id_compte_client: r.compte_client_id,
    type: r.type,
    objet: r.objet,
    statut: r.statut,
    entreprise: { siren: r.siren?.trim() ?? null, denomination: r.denomination },
    greffe: { code: r.code_greffe, libelle: r.greffe },
    numero_liasse: r.numero_liasse,
    cree_le: r.cree_le,
    transmise_le: r.transmise_le,
    mise_a_jour_le: r.mise_a_jour_le,
    date_inscription: r.date_inscription,
    motif: r.motif,
    frais_ttc: r.frais_ttc,
  };
}

/** The account's formalities, the latest change first. */
export async function listFormalities(q: Queryable, accountId: number, f: { statut?: StatutFormalite | undefined; limit: number; offset: number }): Promise<FormalitePage> {
  const where = `f.compte_client_id = $1 and ($2::text is null or f.statut = $2)`;
  const [{ total }] = (await q.query<{ total: number }>(`select count(*)::int as total from formalite f where ${where}`, [accountId, f.statut ?? null])) as [{ total: number }];
  const rows = await q.query<FormalityRow>(`${SELECT} where ${where} order by f.mise_a_jour_le desc, f.id desc limit $3 offset $4`, [
    accountId,
    f.statut ?? null,
    f.limit,
    f.offset,
  ]);
  return { total, limit: f.limit, offset: f.offset, items: rows.map(toFormalite) };
}

/** One formality of an account `sub` acts for, with its steps; null otherwise. */
export async function formalityFor(q: Queryable, sub: string, reference: string): Promise<FormaliteDetail | null> {
  const [row] = await q.query<FormalityRow>(
    `${SELECT} where f.reference = $1 and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = f.compte_client_id and u.sujet = $2)`,
    [reference, sub],
  );
  if (!row) return null;
  const historique = await q.query<EtapeFormalite>(`select statut, ${ISO('le')} as le, commentaire from formalite_etape where formalite_id = $1 order by le, id`, [row.id]);
  return { ...toFormalite(row), historique };
}

export interface NewFormality {
  type: TypeFormalite;
  objet: string;
  siren: string | null;
  denomination: string;
  code_greffe: string;
  greffe: string;
  numero_liasse?: string | null;
  date_inscription?: string | null;
  motif?: string | null;
  frais_ttc?: number | null;
  /** The steps it went through, oldest first; the last one is where it stands. */
  etapes: Array<{ statut: StatutFormalite; le: string; commentaire?: string | null }>;
}

/** Records a formality of the account with its steps (demo data, tests). */
export async function addFormality(q: Queryable, accountId: number, f: NewFormality): Promise<string> {
  const first = f.etapes[0]!;
  const last = f.etapes[f.etapes.length - 1]!;
  const transmitted = f.etapes.find((e) => e.statut === 'TRANSMISE');
  const [row] = await q.query<{ id: number; reference: string }>(
    `insert into formalite (compte_client_id, type, objet, statut, siren, denomination, code_greffe, greffe, numero_liasse, cree_le, transmise_le,
       mise_a_jour_le, date_inscription, motif, frais_ttc)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11::timestamptz, $12::timestamptz, $13::date, $14, $15) returning id, reference`,
    [
      accountId,
      f.type,
      f.objet,
      last.statut,
      f.siren,
      f.denomination,
      f.code_greffe,
      f.greffe,
      f.numero_liasse ?? null,
      first.le,
      transmitted?.le ?? null,
      last.le,
      f.date_inscription ?? null,
      f.motif ?? null,
      f.frais_ttc ?? null,
    ],
  );
  await q.query(
    `insert into formalite_etape (formalite_id, statut, le, commentaire)
     select $1, e.statut, e.le, e.commentaire from jsonb_to_recordset($2::jsonb) as e(statut text, le timestamptz, commentaire text)`,
    [row!.id, JSON.stringify(f.etapes.map((e) => ({ statut: e.statut, le: e.le, commentaire: e.commentaire ?? null })))],
  );
  return row!.reference;
}
