// Read access to company records. Every query that can expose a natural person excludes the
// persons of partially diffusible units.
import type {
  ChiffresCles,
  Depots,
  Entreprise,
  EtablissementDetail,
  Etablissement,
  Fonction,
  Inscription,
  NatureFonction,
  Paged,
  PersonnePhysique,
  ProcedureCollective,
} from '@portail/shared/api';
import type { Queryable } from '../../db/types';
import type { ExerciceRow, ProcedureRow } from '../../corpus/types';
import { GREFFE_BY_CODE } from '../../data/greffes';
import {
  type EntrepriseDbRow,
  type EntrepriseResumeDbRow,
  type EtablissementDbRow,
  type FonctionDbRow,
  type PersonneDbRow,
  entreprise,
  etablissement,
  fonction,
  greffeRef,
  personne,
  resume,
} from './mappers';

const ENTREPRISE_SELECT = `
  select e.id, e.siren, e.ridet, e.numero_identification, e.denomination, e.sigle, e.denominations_precedentes,
         e.personne_morale, e.forme_juridique, e.code_naf, e.capital_social, e.devise, e.date_creation,
         e.date_immatriculation, e.date_radiation, e.statut, e.statut_entreprise, e.categorie_entreprise,
         e.tranche_effectif, e.code_greffe, e.territoire, e.diffusion_partielle,
         (select row_to_json(t) from etablissement t where t.entreprise_id = e.id and t.siege order by t.actif desc, t.id limit 1) as siege_json,
         (select count(*)::int from etablissement t where t.entreprise_id = e.id) as nombre_etablissements,
         (select count(*)::int from etablissement t where t.entreprise_id = e.id and t.actif) as nombre_etablissements_actifs,
         exists (select 1 from procedure_collective p where p.entreprise_id = e.id and p.date_cloture is null) as procedure_en_cours
    from entreprise e`;

export const RESUME_JSON = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'numero_identification', ${alias}.numero_identification, 'denomination', ${alias}.denomination,
     'personne_morale', ${alias}.personne_morale, 'diffusion_partielle', ${alias}.diffusion_partielle, 'statut_entreprise', ${alias}.statut_entreprise)`;

const FONCTION_SELECT = `
  select f.id, f.entreprise_id, f.nature, f.role, f.personne_id,
         p.nom as p_nom, p.nom_usage as p_nom_usage, p.prenoms as p_prenoms, p.mois_naissance::int as p_mois,
         p.annee_naissance::int as p_annee, p.nationalite as p_nationalite,
         f.pm_denomination, f.pm_numero, f.pm_entreprise_id, f.date_debut, f.date_fin,
         f.pourcentage_capital::float8 as pourcentage_capital, f.pourcentage_votes::float8 as pourcentage_votes,
         f.modalites_controle`;

export async function getEntreprise(db: Queryable, id: number): Promise<Entreprise | null> {
  const [r] = await db.query<EntrepriseDbRow>(`${ENTREPRISE_SELECT} where e.id = $1`, [id]);
  return r ? entreprise(r) : null;
}

export async function getEntrepriseByNumero(db: Queryable, numero: string): Promise<Entreprise | null> {
  const [r] = await db.query<EntrepriseDbRow>(`${ENTREPRISE_SELECT} where e.numero_identification = $1`, [numero]);
  return r ? entreprise(r) : null;
}

export async function entrepriseExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('select 1 from entreprise where id = $1', [id])).length > 0;
}

/**
 * One page of a listing of what belongs to `param` ($1): the total from `count`, then the rows of
 * `rows`, which takes the page as $2 (limit) and $3 (offset).
 */
async function pageOf<R, T>(
  db: Queryable,
  sql: { count: string; rows: string; param: unknown },
  page: { limit: number; offset: number },
  map: (row: R) => T,
): Promise<Paged<T>> {
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(sql.count, [sql.param]);
  const rows = await db.query<R>(sql.rows, [sql.param, page.limit, page.offset]);
  return { total, limit: page.limit, offset: page.offset, items: rows.map(map) };
}

const ETAB_SELECT = `select t.*, e.ridet, e.diffusion_partielle as e_partielle from etablissement t join entreprise e on e.id = t.entreprise_id`;

export async function listEtablissements(
  db: Queryable,
  entrepriseId: number,
  opts: { limit: number; offset: number; etat?: 'ACTIF' | 'FERME' | undefined },
): Promise<Paged<Etablissement>> {
  const etat = opts.etat === 'ACTIF' ? 'and t.actif' : opts.etat === 'FERME' ? 'and not t.actif' : '';
  return pageOf<EtablissementDbRow & { e_partielle: boolean }, Etablissement>(
    db,
    {
      count: `select count(*)::int as total from etablissement t where t.entreprise_id = $1 ${etat}`,
      rows: `${ETAB_SELECT} where t.entreprise_id = $1 ${etat} order by t.siege desc, t.actif desc, t.date_creation desc nulls last, t.id limit $2 offset $3`,
      param: entrepriseId,
    },
    opts,
    (r) => etablissement(r, r.e_partielle),
  );
}

async function etablissementDetail(db: Queryable, where: string, param: unknown): Promise<EtablissementDetail | null> {
  const [r] = await db.query<EtablissementDbRow & { e_partielle: boolean; e_json: EntrepriseResumeDbRow }>(
    `select t.*, e.ridet, e.diffusion_partielle as e_partielle, ${RESUME_JSON('e')} as e_json
       from etablissement t join entreprise e on e.id = t.entreprise_id where ${where}`,
    [param],
  );
  return r ? { ...etablissement(r, r.e_partielle), entreprise: resume(r.e_json) } : null;
}

export function getEtablissement(db: Queryable, id: number): Promise<EtablissementDetail | null> {
  return etablissementDetail(db, 't.id = $1', id);
}

export function getEtablissementBySiret(db: Queryable, siret: string): Promise<EtablissementDetail | null> {
  return etablissementDetail(db, 't.siret = $1', siret);
}

export async function getEtablissementByRidet(db: Queryable, ridet: string, rang: string): Promise<EtablissementDetail | null> {
  const [r] = await db.query<{ id: number }>(
    'select t.id from etablissement t join entreprise e on e.id = t.entreprise_id where e.ridet = $1 and t.rang = $2',
    [ridet, rang],
  );
  return r ? getEtablissement(db, r.id) : null;
}

export async function listFonctions(db: Queryable, entrepriseId: number, natures: NatureFonction[]): Promise<Fonction[]> {
  const rows = await db.query<FonctionDbRow>(
    `${FONCTION_SELECT}
       from fonction f join entreprise e on e.id = f.entreprise_id left join personne p on p.id = f.personne_id
      where f.entreprise_id = $1 and f.nature = any($2::text[])
        and not (e.diffusion_partielle and f.personne_id is not null)
      order by case f.nature when 'DIRIGEANT' then 0 when 'COMMISSAIRE_AUX_COMPTES' then 1 else 2 end,
               f.date_fin nulls first, f.id`,
    [entrepriseId, natures],
  );
  return rows.map(fonction);
}

/** Functions of a person across companies (SPEC §7: limit default 25, type_entreprise, offset). */
export async function listFonctionsByPersonne(
  db: Queryable,
  personneId: number,
  opts: { limit: number; offset: number; type_entreprise?: 'ACTIVE' | 'RADIEE' | undefined },
): Promise<Paged<Fonction>> {
  const etat = opts.type_entreprise === 'ACTIVE' ? 'and e.active' : opts.type_entreprise === 'RADIEE' ? 'and not e.active' : '';
  const where = `from fonction f join entreprise e on e.id = f.entreprise_id left join personne p on p.id = f.personne_id
    where f.personne_id = $1 and not e.diffusion_partielle ${etat}`;
  return pageOf<FonctionDbRow, Fonction>(
    db,
    {
      count: `select count(*)::int as total ${where}`,
      rows: `${FONCTION_SELECT}, ${RESUME_JSON('e')} as e_json ${where}
      order by e.active desc, f.date_fin nulls first, f.date_debut desc nulls last, f.id limit $2 offset $3`,
      param: personneId,
    },
    opts,
    fonction,
  );
}

export async function getPersonne(db: Queryable, id: number): Promise<PersonnePhysique | null> {
  const [r] = await db.query<PersonneDbRow>(
    `select p.id, p.nom, p.nom_usage, p.prenoms, p.mois_naissance::int as mois_naissance, p.annee_naissance::int as annee_naissance,
            p.nationalite,
            (select count(*)::int from fonction f join entreprise e on e.id = f.entreprise_id
              where f.personne_id = p.id and not e.diffusion_partielle) as nombre_fonctions
       from personne p where p.id = $1`,
    [id],
  );
  // A person known only through partially diffusible units is not disclosed at all.
  return r && r.nombre_fonctions > 0 ? personne(r) : null;
}

export async function getChiffresCles(db: Queryable, entrepriseId: number): Promise<ChiffresCles | null> {
  const [e] = await db.query<{ devise: 'EUR' | 'XPF' }>('select devise from entreprise where id = $1', [entrepriseId]);
  if (!e) return null;
  const rows = await db.query<ExerciceRow>(
    `select date_cloture, duree_mois::int as duree_mois, chiffre_affaires, resultat, effectif, confidentiel
       from exercice where entreprise_id = $1 order by date_cloture desc`,
    [entrepriseId],
  );
  return {
    entreprise_id: entrepriseId,
    devise: e.devise,
    exercices: rows.map((r) => ({ annee: Number(r.date_cloture.slice(0, 4)), ...r })),
  };
}

export const LIBELLES_PROCEDURE: Record<string, string> = {
  SAUVEGARDE: 'Procédure de sauvegarde',
  SAUVEGARDE_ACCELEREE: 'Procédure de sauvegarde accélérée',
  REDRESSEMENT_JUDICIAIRE: 'Redressement judiciaire',
  LIQUIDATION_JUDICIAIRE: 'Liquidation judiciaire',
  LIQUIDATION_JUDICIAIRE_SIMPLIFIEE: 'Liquidation judiciaire simplifiée',
};

export async function listProcedures(db: Queryable, entrepriseId: number): Promise<ProcedureCollective[]> {
  const rows = await db.query<Omit<ProcedureRow, 'type'> & { id: number; entreprise_id: number; type: ProcedureCollective['type'] }>('select * from procedure_collective where entreprise_id = $1 order by date_jugement desc, id', [entrepriseId]);
  return rows.map((r) => ({
    id: r.id,
    entreprise_id: r.entreprise_id,
    type: r.type,
    libelle: LIBELLES_PROCEDURE[r.type] ?? r.type,
    date_jugement: r.date_jugement,
    date_cessation_paiements: r.date_cessation_paiements,
    date_cloture: r.date_cloture,
    statut: r.date_cloture ? 'CLOTUREE' : 'EN_COURS',
    greffe: greffeRef(r.code_greffe),
    mandataire: r.mandataire,
    evenements: r.evenements ?? [],
  }));
}

function formatSiren(s: string): string {
  return s.length === 9 ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}` : s;
}

export async function listInscriptions(db: Queryable, entrepriseId: number): Promise<Inscription[]> {
  const rows = await db.query<{
    id: number;
    entreprise_id: number;
    registre: Inscription['registre'];
    type: Inscription['type'];
    code_greffe: string | null;
    numero_gestion: string;
    date_immatriculation: string | null;
    date_radiation: string | null;
    numero_identification: string;
  }>(
    `select i.*, e.numero_identification from inscription i join entreprise e on e.id = i.entreprise_id
      where i.entreprise_id = $1 order by case i.type when 'PRINCIPALE' then 0 else 1 end, i.date_immatriculation, i.id`,
    [entrepriseId],
  );
  return rows.map((r) => {
    const ville = r.code_greffe ? (GREFFE_BY_CODE.get(r.code_greffe)?.ville ?? r.code_greffe) : null;
    const num = formatSiren(r.numero_identification);
    const mention =
      r.registre === 'RCS'
        ? `${num} R.C.S. ${ville ?? ''}`.trim()
        : r.registre === 'RCS_NC'
          ? `RCS ${ville ?? 'Nouméa'} ${num}`
          : r.registre === 'RSAC'
            ? `${num} RSAC ${ville ?? ''}`.trim()
            : `${num} Répertoire des métiers`;
    return {
      id: r.id,
      entreprise_id: r.entreprise_id,
      registre: r.registre,
      type: r.type,
      greffe: greffeRef(r.code_greffe),
      numero_gestion: r.numero_gestion,
      date_immatriculation: r.date_immatriculation,
      date_radiation: r.date_radiation,
      mention,
    };
  });
}

export async function getDepots(db: Queryable, entrepriseId: number): Promise<Depots> {
  const actes = await db.query<Depots['actes'][number]>(
    'select id, date_depot, numero_depot, type_acte, decisions from depot_acte where entreprise_id = $1 order by date_depot desc, id',
    [entrepriseId],
  );
  const comptes = await db.query<Depots['comptes_annuels'][number]>(
    'select id, date_cloture, date_depot, type, confidentiel from depot_comptes where entreprise_id = $1 order by date_cloture desc, id',
    [entrepriseId],
  );
  return { entreprise_id: entrepriseId, actes, comptes_annuels: comptes };
}

export async function getResume(db: Queryable, id: number) {
  const [r] = await db.query<{ e_json: EntrepriseResumeDbRow }>(`select ${RESUME_JSON('e')} as e_json from entreprise e where e.id = $1`, [id]);
  return r ? resume(r.e_json) : null;
}

export async function countEntreprises(db: Queryable): Promise<number> {
  const [r] = await db.query<{ n: number }>('select count(*)::int as n from entreprise');
  return r?.n ?? 0;
}
