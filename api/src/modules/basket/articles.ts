// What can be put in a basket: a document of a company of the registry (checked against the
// company's registrations and filings), or a debt-status statement of a debtor known only by SIREN
// or by name. Company data is read through the tables the companies module writes; nothing here
// changes them.
import { ANNUAL_ACCOUNTS_LABELS, type AnnualAccountsType, type CodeArticle, type CritereDebiteur, type DebtStatementCode } from '@portail/shared/api';
import { formatDateFr } from '@portail/shared/format/dates';
import type { Queryable } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';

/** What a document is about: its grouping key and how it is shown. */
export interface Entity {
  cle: string;
  entreprise_id: number | null;
  siren: string | null;
  denomination: string;
  critere: CritereDebiteur | null;
}

export interface ResolvedArticle {
  entity: Entity;
  code_article: CodeArticle;
  document_id: number | null;
}

const conflict = (message: string) => new HttpError(409, message);

/** Normalised name of a debtor, as its grouping key: case, accents and punctuation aside. */
export function debtorNameKey(denomination: string, codePostal: string | null): string {
  const name = denomination
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
  return `N${name}${codePostal ? ` ${codePostal}` : ''}`.slice(0, 121);
}

interface CompanyRow {
  id: number;
  siren: string | null;
  numero_identification: string;
  denomination: string | null;
  nom: string | null;
  prenoms: string | null;
  rcs: boolean;
}

async function company(db: Queryable, id: number): Promise<CompanyRow> {
  const [row] = await db.query<CompanyRow>(
    `select e.id, e.siren, e.numero_identification, e.denomination, e.nom, e.prenoms,
            -- A removed company keeps its registration (with its removal date): its extract can still be issued.
            exists (select 1 from inscription i where i.entreprise_id = e.id and i.registre in ('RCS', 'RCS_NC')) as rcs
       from entreprise e where e.id = $1`,
    [id],
  );
  if (!row) throw notFound('Entreprise introuvable.');
  return row;
}

function companyEntity(c: CompanyRow): Entity {
  const name = c.denomination ?? [c.prenoms, c.nom].filter(Boolean).join(' ');
  return { cle: `E${c.id}`, entreprise_id: c.id, siren: c.siren, denomination: name || c.numero_identification, critere: null };
}

/** A filed deed or set of accounts of the company: the one asked for, or the latest that can be ordered. */
async function filedDocument(db: Queryable, code: 'ACTE' | 'COMPTES_ANNUELS', companyId: number, documentId: number | undefined): Promise<number> {
  if (code === 'ACTE') {
    const [row] = await db.query<{ id: number }>(
      `select id from depot_acte where entreprise_id = $1 and ($2::int is null or id = $2) order by date_depot desc, id desc limit 1`,
      [companyId, documentId ?? null],
    );
    if (!row) throw notFound(documentId ? 'Acte introuvable pour cette entreprise.' : 'Aucun acte déposé pour cette entreprise.');
    return row.id;
  }
  const [row] = await db.query<{ id: number; confidentiel: boolean }>(
    `select id, confidentiel from depot_comptes where entreprise_id = $1 and ($2::int is null or id = $2) and ($2::int is not null or not confidentiel)
      order by date_cloture desc, id desc limit 1`,
    [companyId, documentId ?? null],
  );
  if (!row) throw notFound(documentId ? 'Comptes annuels introuvables pour cette entreprise.' : 'Aucuns comptes annuels déposés ne peuvent être commandés pour cette entreprise.');
  if (row.confidentiel) {
    throw conflict("Ces comptes annuels ont été déposés avec une déclaration de confidentialité : ils ne peuvent pas être commandés.");
  }
  return row.id;
}

/** Checks that a company's document can be ordered, and says what it is. */
export async function resolveCompanyArticle(
  db: Queryable,
  a: { type: CodeArticle; id_entreprise: number; id_document?: number | undefined },
): Promise<ResolvedArticle> {
  const c = await company(db, a.id_entreprise);
  const entity = companyEntity(c);
  if (a.type === 'ETAT_ENDETTEMENT' || a.type === 'ETAT_INSCRIPTIONS_TRESOR') {
    if (a.id_document !== undefined) throw new HttpError(400, "Le champ id_document ne s'applique pas à un état d'endettement.");
    return { entity, code_article: a.type, document_id: null };
  }
  if (!c.rcs) {
    throw conflict(
      `${entity.denomination} n'est pas immatriculée au registre du commerce et des sociétés : le greffe ne délivre pour elle ni extrait Kbis, ni comptes, ni actes.`,
    );
  }
  if (a.type === 'KBIS') {
    if (a.id_document !== undefined) throw new HttpError(400, "Le champ id_document ne s'applique pas à un extrait Kbis.");
    return { entity, code_article: 'KBIS', document_id: null };
  }
  return { entity, code_article: a.type, document_id: await filedDocument(db, a.type, c.id, a.id_document) };
}

/** A debt-status statement of a debtor known by SIREN: the company itself when the registry has it. */
export async function resolveDebtorBySiren(db: Queryable, siren: string, type: DebtStatementCode = 'ETAT_ENDETTEMENT'): Promise<ResolvedArticle> {
  const [row] = await db.query<{ id: number }>('select id from entreprise where siren = $1', [siren]);
  if (row) return resolveCompanyArticle(db, { type, id_entreprise: row.id });
  const critere = { siren, denomination: null, code_postal: null };
  return { entity: { cle: `S${siren}`, entreprise_id: null, siren, denomination: `Débiteur SIREN ${siren}`, critere }, code_article: type, document_id: null };
}

/** A debt-status statement of a debtor searched by name (the registry reports the debtors whose name approaches it). */
export function resolveDebtorByName(denomination: string, codePostal: string | null, type: DebtStatementCode = 'ETAT_ENDETTEMENT'): ResolvedArticle {
  const critere = { siren: null, denomination, code_postal: codePostal };
  return {
    entity: { cle: debtorNameKey(denomination, codePostal), entreprise_id: null, siren: null, denomination, critere },
    code_article: type,
    document_id: null,
  };
}


/** How filed documents are described, by `${code}|${id}`. */
export async function documentLabels(db: Queryable, refs: { code_article: string; document_id: number | null }[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const ids = (code: string) => [...new Set(refs.filter((r) => r.code_article === code && r.document_id !== null).map((r) => r.document_id!))];
  const actes = ids('ACTE');
  if (actes.length) {
    const rows = await db.query<{ id: number; date_depot: string; type_acte: string; numero_depot: string }>(
      'select id, date_depot::text as date_depot, type_acte, numero_depot from depot_acte where id = any($1::int[])',
      [actes],
    );
    for (const r of rows) labels.set(`ACTE|${r.id}`, `${r.type_acte}, déposé le ${formatDateFr(r.date_depot)} (dépôt n° ${r.numero_depot})`);
  }
  const comptes = ids('COMPTES_ANNUELS');
  if (comptes.length) {
    const rows = await db.query<{ id: number; date_cloture: string; type: AnnualAccountsType }>(
      'select id, date_cloture::text as date_cloture, type from depot_comptes where id = any($1::int[])',
      [comptes],
    );
    for (const r of rows) labels.set(`COMPTES_ANNUELS|${r.id}`, `${ANNUAL_ACCOUNTS_LABELS[r.type]} de l'exercice clos le ${formatDateFr(r.date_cloture)}`);
  }
  return labels;
}
