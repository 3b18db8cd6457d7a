// Price grids in the database: written from tariffs.ts, read for the syntheses of articles.
import type { CodeCategorieProduit, Diffusion, GrilleTarifaire, SyntheseArticle } from '@portail/shared/api';
import { pageTotal } from '../../db/paging';
import type { Database, Queryable } from '../../db/types';
import { ARTICLES, CATEGORIES, GRIDS, type GridDefinition, vatOf } from '../tariffs';

/**
 * Writes the grids of tariffs.ts (insert or update by code), in one transaction, and removes the
 * prices of those grids that tariffs.ts no longer has. Other grids in the tables are left alone.
 */
export async function writeTariffs(db: Database, grids: GridDefinition[] = GRIDS): Promise<void> {
  await db.transaction(async (tx) => {
    for (const c of CATEGORIES) {
      await tx.query(
        `insert into categorie_produit (code, libelle, ordre) values ($1, $2, $3)
         on conflict (code) do update set libelle = excluded.libelle, ordre = excluded.ordre`,
        [c.code, c.libelle, c.ordre],
      );
    }
    for (const a of ARTICLES) {
      await tx.query(
        `insert into article_tarifaire (code, libelle, code_categorie_produit, ordre) values ($1, $2, $3, $4)
         on conflict (code) do update set libelle = excluded.libelle, code_categorie_produit = excluded.code_categorie_produit, ordre = excluded.ordre`,
        [a.code, a.libelle, a.code_categorie_produit, a.ordre],
      );
    }
    for (const g of grids) await writeGrid(tx, g);
  });
}

async function writeGrid(tx: Queryable, g: GridDefinition): Promise<void> {
  await tx.query(
    `insert into grille_tarifaire (code, libelle, categorie_client, territoire, devise, taux_tva_points_base, applicable_depuis, source)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (code) do update set libelle = excluded.libelle, categorie_client = excluded.categorie_client,
       territoire = excluded.territoire, devise = excluded.devise, taux_tva_points_base = excluded.taux_tva_points_base,
       applicable_depuis = excluded.applicable_depuis, source = excluded.source`,
    [g.code, g.libelle, g.categorie_client, g.territoire, g.devise, g.taux_tva_points_base, g.applicable_depuis, g.source],
  );
  const keys = g.prices.map((p) => `${p.article}|${p.diffusion}`);
  await tx.query(`delete from prix_article where grille_code = $1 and not (article_code || '|' || diffusion = any($2::text[]))`, [g.code, keys]);
  for (const p of g.prices) {
    await tx.query(
      `insert into prix_article (grille_code, article_code, diffusion, prix_ht, frais_envoi, source) values ($1, $2, $3, $4, $5, $6)
       on conflict (grille_code, article_code, diffusion) do update set prix_ht = excluded.prix_ht, frais_envoi = excluded.frais_envoi, source = excluded.source`,
      [g.code, p.article, p.diffusion, p.prix_ht, p.frais_envoi, p.source],
    );
  }
}

/** A grid as stored: its definition without the prices, which have their own table. */
export type Grid = Omit<GridDefinition, 'prices'>;

export async function getGrid(db: Queryable, code: string): Promise<Grid | null> {
  const [g] = await db.query<Grid>(
    `select code, libelle, categorie_client, territoire, devise, taux_tva_points_base, to_char(applicable_depuis, 'YYYY-MM-DD') as applicable_depuis, source
       from grille_tarifaire where code = $1`,
    [code],
  );
  return g ?? null;
}

/** The grid as the API describes it: its VAT rate in percent. */
export function toGrilleTarifaire({ taux_tva_points_base, ...g }: Grid): GrilleTarifaire {
  return { ...g, taux_tva: taux_tva_points_base / 100 };
}

interface PriceRow {
  code_article: string;
  libelle: string;
  code_categorie_produit: CodeCategorieProduit;
  libelle_categorie: string;
  diffusion: Diffusion;
  prix_ht: number;
  frais_envoi: number;
  source: string;
  total: number;
}

/** The grid's prices, by category, article and format (electronic first), one page of them. */
export async function listSyntheses(
  db: Queryable,
  grid: Grid,
  opts: { categorie?: CodeCategorieProduit; limit: number; offset: number },
): Promise<{ total: number; items: SyntheseArticle[] }> {
  const rows = await db.query<PriceRow>(
    `select a.code as code_article, a.libelle, a.code_categorie_produit, c.libelle as libelle_categorie, p.diffusion,
            p.prix_ht, p.frais_envoi, p.source, count(*) over ()::int as total
       from prix_article p
       join article_tarifaire a on a.code = p.article_code
       join categorie_produit c on c.code = a.code_categorie_produit
      where p.grille_code = $1 and ($2::text is null or a.code_categorie_produit = $2)
      order by c.ordre, a.ordre, case p.diffusion when 'ELEC' then 0 else 1 end
      limit $3 offset $4`,
    [grid.code, opts.categorie ?? null, opts.limit, opts.offset],
  );
  const total = await pageTotal(
    db,
    rows,
    `select count(*)::int as n from prix_article p join article_tarifaire a on a.code = p.article_code
        where p.grille_code = $1 and ($2::text is null or a.code_categorie_produit = $2)`,
    [grid.code, opts.categorie ?? null],
  );
  const items = rows.map((r): SyntheseArticle => {
    const montant_tva = vatOf(r.prix_ht, r.frais_envoi, grid.taux_tva_points_base, grid.devise);
    return {
      code_article: r.code_article,
      libelle: r.libelle,
      code_categorie_produit: r.code_categorie_produit,
      libelle_categorie: r.libelle_categorie,
      diffusion: r.diffusion,
      prix_ht: r.prix_ht,
      frais_envoi: r.frais_envoi,
      taux_tva: grid.taux_tva_points_base / 100,
      montant_tva,
      prix_ttc: r.prix_ht + r.frais_envoi + montant_tva,
      devise: grid.devise,
      source: r.source,
    };
  });
  return { total, items };
}

export async function entrepriseExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('select 1 from entreprise where id = $1', [id])).length > 0;
}

/** Whether the registration exists (and belongs to the company, when one is given). */
export async function inscriptionExists(db: Queryable, id: number, entrepriseId?: number): Promise<boolean> {
  const rows = await db.query('select 1 from inscription where id = $1 and ($2::int is null or entreprise_id = $2)', [id, entrepriseId ?? null]);
  return rows.length > 0;
}
