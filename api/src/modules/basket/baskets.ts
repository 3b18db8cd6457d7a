// Baskets in the database: a guest's (by the id their browser keeps) or a customer account's, one
// per territory (territory.ts), the documents in them, the merge of a guest's basket into the
// account's at sign-in, and the basket priced with its territory's grid. The orders module takes a
// basket through `basketForOrder`.
import { randomUUID } from 'node:crypto';
import {
  FREQUENCES_MOIS,
  MAX_DUREE_MOIS,
  MAX_SOUS_ARTICLES,
  type ArticlePanier,
  type CodeArticle,
  type CritereDebiteur,
  type Diffusion,
  type Panier,
  type SousArticle,
} from '@portail/shared/api';
import type { ModificationSousArticleBody } from '@portail/shared/api/requests';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { documentLabels, type ResolvedArticle } from './articles';
import { channelLines, priceKey, sumAmounts, type ChannelLine, type Coverage, type Delivery, type GridTerms, type PriceTable } from './pricing';
import type { Grid } from './repository';
import { subscriptionCoverage } from './subscriptionCover';
import { otherTerritory, territoryGrid, type Territory } from './territory';

/** Whose basket: a guest's, or a customer account's, on one territory's site. */
export type BasketOwner = ({ kind: 'guest'; uid: string } | { kind: 'account'; accountId: number }) & { territory: Territory };

interface BasketRow {
  id: string;
  grille_code: string;
}

const THIS_BASKET = 'Ce panier';

interface SubArticleRow extends Delivery {
  panier_id: string;
  id: number;
  entite_cle: string;
  entreprise_id: number | null;
  entite_siren: string | null;
  entite_denomination: string;
  critere: CritereDebiteur | null;
  code_article: CodeArticle;
  document_id: number | null;
  libelle: string;
}

const ownerColumn = (o: BasketOwner) => (o.kind === 'guest' ? 'uid_invite' : 'compte_client_id');
const ownerValue = (o: BasketOwner) => (o.kind === 'guest' ? o.uid : o.accountId);

/** The owner's basket on the owner's territory, if there is one. */
export async function findBasket(db: Queryable, owner: BasketOwner): Promise<BasketRow | null> {
  const [row] = await db.query<BasketRow>(`select id, grille_code from panier where ${ownerColumn(owner)} = $1 and territoire = $2`, [ownerValue(owner), owner.territory]);
  return row ?? null;
}

/**
 * The grid the owner's basket is priced with: the account's own grid on its territory, else the
 * territory's public grid. A grid the client names is refused when it is another territory's (409)
 * and changes nothing otherwise (territory.ts).
 */
export function basketGrid(db: Queryable, owner: BasketOwner, requested?: string): Promise<Grid> {
  return territoryGrid(db, owner.territory, owner.kind === 'account' ? owner.accountId : null, requested);
}

/** The owner's basket on its territory, created on first use, priced with `grid` from now on. */
async function ensureBasket(tx: Queryable, owner: BasketOwner, grid: Grid): Promise<BasketRow> {
  const [row] = await tx.query<BasketRow>(
    `insert into panier (id, ${ownerColumn(owner)}, territoire, grille_code) values ($1, $2, $3, $4)
     on conflict (${ownerColumn(owner)}, territoire) do update set grille_code = excluded.grille_code, modifie_le = now()
     returning id, grille_code`,
    [randomUUID(), ownerValue(owner), owner.territory, grid.code],
  );
  return row!;
}

async function loadPrices(db: Queryable, gridCode: string): Promise<PriceTable> {
  const rows = await db.query<{ article_code: string; diffusion: Diffusion; prix_ht: number; frais_envoi: number }>(
    'select article_code, diffusion, prix_ht, frais_envoi from prix_article where grille_code = $1',
    [gridCode],
  );
  return new Map(rows.map((r) => [priceKey(r.article_code, r.diffusion), { prix_ht: r.prix_ht, frais_envoi: r.frais_envoi }]));
}

const SELECT_SUB_ARTICLES = `
  select a.panier_id, a.id, a.entite_cle, a.entreprise_id, a.entite_siren, a.entite_denomination, a.critere, a.code_article, a.document_id,
         a.diffusion_electronique, a.diffusion_courrier, a.quantite_courrier, a.frequence_mois_electronique, a.duree_mois_electronique,
         a.frequence_mois_courrier, a.duree_mois_courrier, t.libelle
    from panier_article a join article_tarifaire t on t.code = a.code_article`;

async function subArticles(db: Queryable, basketId: string): Promise<SubArticleRow[]> {
  return db.query<SubArticleRow>(`${SELECT_SUB_ARTICLES} where a.panier_id = $1 order by a.id`, [basketId]);
}

const terms = (g: Grid): GridTerms => ({ devise: g.devise, taux_tva_points_base: g.taux_tva_points_base });

/** A document of the basket priced, with what an order keeps of it. */
export interface PricedSubArticle {
  row: SubArticleRow;
  documentLabel: string | null;
  lines: ChannelLine[];
}

/** The documents priced with the grid, less what a subscription in force pays for: the one pricing of the basket and of the order. */
async function priceRows(db: Queryable, rows: SubArticleRow[], grid: Grid, prices: PriceTable, covered: Coverage): Promise<PricedSubArticle[]> {
  const labels = await documentLabels(db, rows);
  return rows.map((row) => {
    const missing = (['ELEC', 'COURRIER'] as const).filter(
      (d) => (d === 'ELEC' ? row.diffusion_electronique : row.diffusion_courrier) && !prices.has(priceKey(row.code_article, d)),
    );
    if (missing.length) throw new HttpError(409, `« ${row.libelle} » n'a pas de prix dans la grille ${grid.libelle}.`);
    return { row, documentLabel: row.document_id === null ? null : (labels.get(`${row.code_article}|${row.document_id}`) ?? null), lines: channelLines(row, prices, terms(grid), covered) };
  });
}

function toSubArticle(p: PricedSubArticle, prices: PriceTable): SousArticle {
  const { row } = p;
  return {
    id: row.id,
    code_article: row.code_article,
    libelle: row.libelle,
    document: row.document_id === null ? null : { id: row.document_id, libelle: p.documentLabel ?? '' },
    diffusion_electronique: row.diffusion_electronique,
    diffusion_courrier: row.diffusion_courrier,
    quantite_courrier: row.quantite_courrier,
    frequence_mois_electronique: row.frequence_mois_electronique,
    duree_mois_electronique: row.duree_mois_electronique,
    frequence_mois_courrier: row.frequence_mois_courrier,
    duree_mois_courrier: row.duree_mois_courrier,
    periodique_possible: row.code_article === 'KBIS',
    diffusions_possibles: (['ELEC', 'COURRIER'] as const).filter((d) => prices.has(priceKey(row.code_article, d))),
    inclus_abonnement: p.lines.some((l) => l.inclus_abonnement),
    prix: sumAmounts(p.lines.map((l) => l.montants)),
  };
}

/** The basket of `owner` on its territory as the API gives it, priced with the territory's grid. */
export async function readBasket(db: Queryable, owner: BasketOwner, requestedGrid?: string): Promise<Panier> {
  const basket = await findBasket(db, owner);
  const grid = await basketGrid(db, owner, requestedGrid);
  const rows = basket ? await subArticles(db, basket.id) : [];
  const prices = await loadPrices(db, grid.code);
  const covered = await subscriptionCoverage(db, owner.kind === 'account' ? owner.accountId : null, owner.territory);
  const priced = await priceRows(db, rows, grid, prices, covered);
  const companyIds = [...new Set(rows.map((r) => r.entreprise_id).filter((id): id is number => id !== null))];
  const numbers = new Map(
    companyIds.length
      ? (await db.query<{ id: number; numero_identification: string }>('select id, numero_identification from entreprise where id = any($1::int[])', [companyIds])).map((c) => [c.id, c.numero_identification])
      : [],
  );
  const groups = new Map<string, ArticlePanier>();
  for (const p of priced) {
    const r = p.row;
    let group = groups.get(r.entite_cle);
    if (!group) {
      group = {
        id_entite: r.entite_cle,
        entite: {
          id_entreprise: r.entreprise_id,
          numero_identification: r.entreprise_id === null ? null : (numbers.get(r.entreprise_id) ?? null),
          siren: r.entite_siren?.trim() ?? null,
          denomination: r.entite_denomination,
          critere: r.critere,
        },
        sous_articles: [],
      };
      groups.set(r.entite_cle, group);
    }
    group.sous_articles.push(toSubArticle(p, prices));
  }
  const total = sumAmounts(priced.flatMap((p) => p.lines.map((l) => l.montants)));
  return {
    id: basket?.id ?? null,
    grille_tarifaire: grid.code,
    devise: grid.devise,
    taux_tva: grid.taux_tva_points_base / 100,
    territoire: owner.territory,
    nombre_articles: rows.length,
    articles: [...groups.values()],
    prix_devises: { ...total, devise: grid.devise },
    envoi_courrier: rows.some((r) => r.diffusion_courrier),
  };
}

/** Puts a document in the basket; one of each document: adding it again finds the one there. */
export async function addArticle(
  tx: Queryable,
  owner: BasketOwner,
  grid: Grid,
  article: ResolvedArticle,
  diffusion: Diffusion = 'ELEC',
): Promise<{ result: 'AJOUTE' | 'DEJA_PRESENT'; id: number }> {
  const prices = await loadPrices(tx, grid.code);
  if (!prices.has(priceKey(article.code_article, diffusion))) {
    throw new HttpError(409, `Ce document n'est pas proposé en ${diffusion === 'ELEC' ? 'version électronique' : 'envoi par courrier'} dans la grille ${grid.libelle}.`);
  }
  const basket = await ensureBasket(tx, owner, grid);
  const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from panier_article where panier_id = $1', [basket.id]);
  const { entity } = article;
  const inserted = await tx.query<{ id: number }>(
    `insert into panier_article (panier_id, entite_cle, entreprise_id, entite_siren, entite_denomination, critere, code_article, document_id,
                                 diffusion_electronique, diffusion_courrier, quantite_courrier)
     select $1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11 where $12
     on conflict (panier_id, entite_cle, code_article, (coalesce(document_id, 0))) do nothing
     returning id`,
    [
      basket.id,
      entity.cle,
      entity.entreprise_id,
      entity.siren,
      entity.denomination,
      entity.critere ? JSON.stringify(entity.critere) : null,
      article.code_article,
      article.document_id,
      diffusion === 'ELEC',
      diffusion === 'COURRIER',
      diffusion === 'COURRIER' ? 1 : 0,
      n < MAX_SOUS_ARTICLES,
    ],
  );
  if (inserted[0]) return { result: 'AJOUTE', id: inserted[0].id };
  const [existing] = await tx.query<{ id: number }>(
    'select id from panier_article where panier_id = $1 and entite_cle = $2 and code_article = $3 and coalesce(document_id, 0) = coalesce($4::int, 0)',
    [basket.id, entity.cle, article.code_article, article.document_id],
  );
  if (existing) return { result: 'DEJA_PRESENT', id: existing.id };
  throw new HttpError(409, `Votre panier contient déjà ${MAX_SOUS_ARTICLES} documents, le nombre maximal : passez une première commande.`);
}

const NOT_IN_BASKET = 'Document introuvable dans votre panier.';

/** A document of the owner's basket; one of the owner's basket of the other territory is refused (409). */
async function ownedSubArticle(tx: Queryable, owner: BasketOwner, id: number): Promise<SubArticleRow> {
  const [row] = await tx.query<SubArticleRow>(
    `${SELECT_SUB_ARTICLES} join panier p on p.id = a.panier_id where a.id = $1 and p.${ownerColumn(owner)} = $2 and p.territoire = $3 for update of a`,
    [id, ownerValue(owner), owner.territory],
  );
  if (row) return row;
  const [elsewhere] = await tx.query<{ territoire: Territory }>(
    `select p.territoire from panier_article a join panier p on p.id = a.panier_id where a.id = $1 and p.${ownerColumn(owner)} = $2`,
    [id, ownerValue(owner)],
  );
  if (elsewhere) throw otherTerritory(THIS_BASKET, elsewhere.territoire, owner.territory);
  throw notFound(NOT_IN_BASKET);
}

/** Checks a periodicity: a Kbis only, a known frequency, a duration that is a whole number of periods. */
function periodicityProblem(code: CodeArticle, frequence: number | null, duree: number | null): string | null {
  if (frequence === null && duree === null) return null;
  if (code !== 'KBIS') return "Seul l'extrait Kbis peut être commandé en envois périodiques.";
  if (frequence === null || duree === null) return "La fréquence et la durée d'un envoi périodique se choisissent ensemble.";
  if (!(FREQUENCES_MOIS as readonly number[]).includes(frequence)) return `La fréquence d'envoi doit être de ${FREQUENCES_MOIS.join(', ').replace(/, (\d+)$/, ' ou $1')} mois.`;
  if (duree < frequence || duree > MAX_DUREE_MOIS || duree % frequence !== 0) {
    return `La durée doit être un multiple de la fréquence (${frequence} mois), de ${frequence} à ${MAX_DUREE_MOIS} mois.`;
  }
  return null;
}

/** Changes how a document of the basket is delivered. */
export async function updateSubArticle(tx: Queryable, owner: BasketOwner, id: number, patch: ModificationSousArticleBody): Promise<void> {
  const current = await ownedSubArticle(tx, owner, id);
  const next: Delivery = { ...current };
  if (patch.diffusion_electronique !== undefined) next.diffusion_electronique = patch.diffusion_electronique;
  if (patch.diffusion_courrier !== undefined) next.diffusion_courrier = patch.diffusion_courrier;
  if (patch.quantite_courrier !== undefined) next.quantite_courrier = patch.quantite_courrier;
  for (const k of ['frequence_mois_electronique', 'duree_mois_electronique', 'frequence_mois_courrier', 'duree_mois_courrier'] as const) {
    if (patch[k] !== undefined) next[k] = patch[k];
  }
  if (!next.diffusion_electronique && !next.diffusion_courrier) throw badRequest('Choisissez au moins un mode de délivrance : électronique ou courrier.');
  if (next.diffusion_courrier) next.quantite_courrier = Math.max(1, next.quantite_courrier);
  else {
    next.quantite_courrier = 0;
    next.frequence_mois_courrier = null;
    next.duree_mois_courrier = null;
  }
  if (!next.diffusion_electronique) {
    next.frequence_mois_electronique = null;
    next.duree_mois_electronique = null;
  }
  const problem =
    periodicityProblem(current.code_article, next.frequence_mois_electronique, next.duree_mois_electronique) ??
    periodicityProblem(current.code_article, next.frequence_mois_courrier, next.duree_mois_courrier);
  if (problem) throw badRequest(problem);
  await tx.query(
    `update panier_article set diffusion_electronique = $2, diffusion_courrier = $3, quantite_courrier = $4,
            frequence_mois_electronique = $5, duree_mois_electronique = $6, frequence_mois_courrier = $7, duree_mois_courrier = $8
      where id = $1`,
    [
      id,
      next.diffusion_electronique,
      next.diffusion_courrier,
      next.quantite_courrier,
      next.frequence_mois_electronique,
      next.duree_mois_electronique,
      next.frequence_mois_courrier,
      next.duree_mois_courrier,
    ],
  );
  await tx.query('update panier set modifie_le = now() where id = $1', [current.panier_id]);
}

export async function removeSubArticle(tx: Queryable, owner: BasketOwner, id: number): Promise<void> {
  const row = await ownedSubArticle(tx, owner, id);
  await tx.query('delete from panier_article where id = $1', [row.id]);
}

/** Empties the basket, or takes out the documents of one entity. */
export async function removeArticles(tx: Queryable, owner: BasketOwner, entityKey?: string): Promise<void> {
  const basket = await findBasket(tx, owner);
  if (!basket) return;
  const removed = await tx.query('delete from panier_article where panier_id = $1 and ($2::text is null or entite_cle = $2) returning id', [basket.id, entityKey ?? null]);
  if (entityKey && removed.length === 0) throw notFound('Aucun document de cette entreprise dans votre panier.');
}

/**
 * Merges a guest's basket into the account's (at sign-in): each document once, mailed copies added
 * up (to the maximum), a channel chosen in either kept. The guest's basket is then gone, so a
 * second call (a retry, another tab) finds nothing to merge.
 */
export async function mergeGuestBasket(tx: Queryable, uid: string, accountId: number, territory: Territory, grid: Grid): Promise<void> {
  const [guest] = await tx.query<{ id: string }>('select id from panier where uid_invite = $1 and territoire = $2 for update', [uid, territory]);
  if (!guest) return;
  const account = await ensureBasket(tx, { kind: 'account', accountId, territory }, grid);
  await tx.query(
    `insert into panier_article (panier_id, entite_cle, entreprise_id, entite_siren, entite_denomination, critere, code_article, document_id,
                                 diffusion_electronique, diffusion_courrier, quantite_courrier, frequence_mois_electronique,
                                 duree_mois_electronique, frequence_mois_courrier, duree_mois_courrier, ajoute_le)
     select $2, entite_cle, entreprise_id, entite_siren, entite_denomination, critere, code_article, document_id,
            diffusion_electronique, diffusion_courrier, quantite_courrier, frequence_mois_electronique,
            duree_mois_electronique, frequence_mois_courrier, duree_mois_courrier, ajoute_le
       from panier_article where panier_id = $1 order by id
     on conflict (panier_id, entite_cle, code_article, (coalesce(document_id, 0))) do update set
       diffusion_electronique = panier_article.diffusion_electronique or excluded.diffusion_electronique,
       diffusion_courrier = panier_article.diffusion_courrier or excluded.diffusion_courrier,
       quantite_courrier = least($3::int, panier_article.quantite_courrier + excluded.quantite_courrier),
       frequence_mois_electronique = coalesce(panier_article.frequence_mois_electronique, excluded.frequence_mois_electronique),
       duree_mois_electronique = coalesce(panier_article.duree_mois_electronique, excluded.duree_mois_electronique),
       frequence_mois_courrier = coalesce(panier_article.frequence_mois_courrier, excluded.frequence_mois_courrier),
       duree_mois_courrier = coalesce(panier_article.duree_mois_courrier, excluded.duree_mois_courrier)`,
    [guest.id, account.id, 10],
  );
  await tx.query('delete from panier where id = $1', [guest.id]);
}

/** An account's basket on a territory as an order takes it: every document priced with `grid`. */
export async function basketForOrder(tx: Queryable, accountId: number, territory: Territory, grid: Grid): Promise<{ basketId: string; items: PricedSubArticle[] } | null> {
  const basket = await findBasket(tx, { kind: 'account', accountId, territory });
  if (!basket) return null;
  // Concurrent changes to the basket wait for the order to be written from it.
  await tx.query('select id from panier where id = $1 for update', [basket.id]);
  const rows = await subArticles(tx, basket.id);
  if (rows.length === 0) return null;
  const covered = await subscriptionCoverage(tx, accountId, territory);
  return { basketId: basket.id, items: await priceRows(tx, rows, grid, await loadPrices(tx, grid.code), covered) };
}

/** Once an order is paid, its documents leave the basket it was taken from. */
export async function removeOrderedArticles(tx: Queryable, basketId: string, subArticleIds: number[]): Promise<void> {
  if (subArticleIds.length === 0) return;
  await tx.query('delete from panier_article where panier_id = $1 and id = any($2::int[])', [basketId, subArticleIds]);
}

/** Guest baskets untouched for `days` days are forgotten. */
export async function purgeGuestBaskets(db: Queryable, days: number): Promise<number> {
  const rows = await db.query('delete from panier where uid_invite is not null and modifie_le < now() - make_interval(days => $1) returning id', [days]);
  return rows.length;
}
