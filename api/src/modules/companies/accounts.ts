// A company's annual accounts (SPEC §7, issue « Full annual accounts »): the list of its financial
// years with their key figures and ratios, and one year's full accounts, statement by statement, in
// the layout of the official forms. Accounts filed confidential are said to be so, never shown.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  type ChiffresComptes,
  type ComptesAnnuels,
  type ComptesAnnuelsList,
  ComptesAnnuelsListSchema,
  ComptesAnnuelsSchema,
  type EtatComptes,
  type ExerciceComptes,
  LIASSE,
  type Postes,
  type RatiosComptes,
  type RegimeComptes,
  chiffresDesComptes,
  ratiosDesComptes,
} from '@portail/shared/api';
import { IdParamsSchema } from '@portail/shared/api/requests';
import { idParam, intParam } from '@portail/shared/api/requests/params';
import type { ExerciceRow } from '../../corpus/types';
import type { Queryable } from '../../db/types';
import { CACHED } from '../../http/caching';
import { notFound } from '../../http/errors';
import { PUBLIC_ROUTE_ERRORS as errors } from '../../http/routes';

export const COMPTES_CONFIDENTIELS =
  'Les comptes annuels de cet exercice ont été déposés avec une déclaration de confidentialité : ils ne sont pas publiés.';
const ENTREPRISE_INTROUVABLE = 'Entreprise introuvable.';

interface YearRow extends ExerciceRow {
  regime: RegimeComptes | null;
  postes: Postes | null;
}

/** The financial years of a company, newest first: those declared (exercice) and those filed in full (comptes_annuels). */
async function yearsOf(db: Queryable, entrepriseId: number, annee?: number): Promise<YearRow[]> {
  return db.query<YearRow>(
    `select coalesce(x.date_cloture, a.date_cloture)::text as date_cloture, coalesce(a.duree_mois, x.duree_mois)::int as duree_mois,
            x.chiffre_affaires::float8 as chiffre_affaires, x.resultat::float8 as resultat, x.effectif,
            coalesce(x.confidentiel, false) or coalesce(a.confidentiel, false) as confidentiel, a.regime, a.postes
       from (select * from exercice where entreprise_id = $1) x
       full join (select * from comptes_annuels where entreprise_id = $1) a on a.date_cloture = x.date_cloture
      where $2::int is null or extract(year from coalesce(x.date_cloture, a.date_cloture)) = $2::int
      order by 1 desc`,
    [entrepriseId, annee ?? null],
  );
}

const NO_FIGURES: ChiffresComptes = {
  chiffre_affaires: 0,
  valeur_ajoutee: 0,
  ebe: 0,
  resultat_net: 0,
  fonds_propres: 0,
  endettement: 0,
  bfr: 0,
  tresorerie: 0,
};

/** The key figures and ratios of a year: from its full accounts, or only what was declared without them. */
function figuresOf(y: YearRow): Pick<ExerciceComptes, 'chiffres' | 'ratios'> {
  if (y.confidentiel) return { chiffres: null, ratios: null };
  if (y.regime && y.postes) return { chiffres: chiffresDesComptes(y.regime, y.postes), ratios: ratiosDesComptes(y.regime, y.postes) };
  if (y.chiffre_affaires === null && y.resultat === null) return { chiffres: null, ratios: null };
  const nulls = Object.fromEntries(Object.keys(NO_FIGURES).map((k) => [k, null])) as unknown as { [K in keyof ChiffresComptes]: number | null };
  const ratios: RatiosComptes = { marge_nette: null, rentabilite_capitaux_propres: null, autonomie_financiere: null, delai_clients: null, delai_fournisseurs: null };
  if (y.chiffre_affaires !== null && y.resultat !== null && y.chiffre_affaires > 0) ratios.marge_nette = y.resultat / y.chiffre_affaires;
  return { chiffres: { ...nulls, chiffre_affaires: y.chiffre_affaires, resultat_net: y.resultat }, ratios };
}

const yearOfRow = (y: YearRow): ExerciceComptes => ({
  annee: Number(y.date_cloture.slice(0, 4)),
  date_cloture: y.date_cloture,
  duree_mois: y.duree_mois,
  confidentiel: y.confidentiel,
  regime: y.regime,
  effectif: y.confidentiel ? null : y.effectif,
  ...figuresOf(y),
});

async function deviseOf(db: Queryable, entrepriseId: number): Promise<'EUR' | 'XPF' | null> {
  const [e] = await db.query<{ devise: 'EUR' | 'XPF' }>('select devise from entreprise where id = $1', [entrepriseId]);
  return e?.devise ?? null;
}

/** Every financial year of the company with its key figures; null when the company does not exist. */
export async function listAccounts(db: Queryable, entrepriseId: number): Promise<ComptesAnnuelsList | null> {
  const devise = await deviseOf(db, entrepriseId);
  if (!devise) return null;
  return { entreprise_id: entrepriseId, devise, exercices: (await yearsOf(db, entrepriseId)).map(yearOfRow) };
}

/** The statements of a year's accounts, every line of the layout, net amounts and, on the asset side, gross and depreciation. */
export function statementsOf(regime: RegimeComptes, postes: Postes): EtatComptes[] {
  return LIASSE[regime].map((etat) => ({
    id: etat.id,
    titre: etat.titre,
    formulaire: etat.formulaire,
    lignes: etat.lignes.map((l) => {
      const brut = postes[l.code] ?? 0;
      if (!l.amort) return { code: l.code, libelle: l.libelle, total: !!l.total, montant: brut };
      const amortissements = postes[l.amort] ?? 0;
      return { code: l.code, libelle: l.libelle, total: !!l.total, montant: brut - amortissements, brut, amortissements };
    }),
  }));
}

/**
 * The full accounts of the year closed on `dateCloture` (or, without it, of year `annee`); null
 * when the company has no full accounts for it. Confidential ones come without figures.
 */
export async function accountsOfYear(db: Queryable, entrepriseId: number, year: { annee: number } | { date_cloture: string }): Promise<ComptesAnnuels | null> {
  const devise = await deviseOf(db, entrepriseId);
  if (!devise) return null;
  const rows = 'annee' in year ? await yearsOf(db, entrepriseId, year.annee) : (await yearsOf(db, entrepriseId)).filter((r) => r.date_cloture === year.date_cloture);
  const y = rows.find((r) => r.regime !== null);
  if (!y || !y.regime) return null;
  const base = { entreprise_id: entrepriseId, devise, annee: Number(y.date_cloture.slice(0, 4)), date_cloture: y.date_cloture, duree_mois: y.duree_mois, regime: y.regime };
  if (y.confidentiel || !y.postes) return { ...base, confidentiel: true, message: COMPTES_CONFIDENTIELS, etats: [], chiffres: null, ratios: null };
  return { ...base, confidentiel: false, message: null, etats: statementsOf(y.regime, y.postes), ...figuresOf(y) };
}

const AccountsYearParamsSchema = z.object({ id: idParam('id'), annee: intParam({ min: 1900, max: 2100, label: 'annee' }) });

export async function accountsRoutes(app: FastifyInstance, { db }: { db: Queryable }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/entreprises/:id/comptes',
    {
      ...CACHED.record,
      schema: {
        tags: ['Entreprises'],
        summary: 'Exercices et chiffres clés des comptes annuels (montants en centimes)',
        params: IdParamsSchema,
        response: { 200: ComptesAnnuelsListSchema, ...errors },
      },
    },
    async (req) => {
      const list = await listAccounts(db, req.params.id);
      if (!list) throw notFound(ENTREPRISE_INTROUVABLE);
      return list;
    },
  );

  r.get(
    '/entreprises/:id/comptes/:annee',
    {
      ...CACHED.record,
      schema: {
        tags: ['Entreprises'],
        summary: 'Comptes annuels complets d’un exercice : bilan actif, bilan passif, compte de résultat (montants en centimes)',
        params: AccountsYearParamsSchema,
        response: { 200: ComptesAnnuelsSchema, ...errors },
      },
    },
    async (req) => {
      const { id, annee } = req.params;
      const accounts = await accountsOfYear(db, id, { annee });
      if (accounts) return accounts;
      if (!(await deviseOf(db, id))) throw notFound(ENTREPRISE_INTROUVABLE);
      throw notFound(`Aucun compte annuel de l’exercice ${annee} n’est disponible pour cette entreprise.`);
    },
  );
}
