// Measures are added to daily counters as they arrive: one row per day, territory, type (or metric
// and histogram class) and route, whose count grows. Nothing else of a request is kept.
import { METRIQUES_VITALES, TYPES_EVENEMENT_MESURE, type MetriqueVitale, type RapportMesures, type TypeEvenementMesure } from '@portail/shared/api/measures';
import type { Queryable } from '../../db/types';
import { classOf, quantileFromClasses } from './histogram';

type Territoire = 'FR' | 'NC';

export interface MeasuresBatch {
  territoire: Territoire;
  evenements: { type: TypeEvenementMesure; route: string }[];
  vitales: { metrique: MetriqueVitale; valeur: number; route: string }[];
}

/** Adds a batch (routes already checked) to the counters of `jour` (AAAA-MM-JJ). */
export async function recordMeasures(db: Queryable, jour: string, batch: MeasuresBatch): Promise<void> {
  // Counted here first: one statement may not update the same row twice.
  const events = new Map<string, { type: string; route: string; nombre: number }>();
  for (const e of batch.evenements) {
    const key = `${e.type}\u0000${e.route}`;
    const row = events.get(key) ?? { type: e.type, route: e.route, nombre: 0 };
    row.nombre += 1;
    events.set(key, row);
  }
  const vitals = new Map<string, { route: string; metrique: string; classe: number; nombre: number }>();
  for (const v of batch.vitales) {
    const classe = classOf(v.metrique, v.valeur);
    const key = `${v.route}\u0000${v.metrique}\u0000${classe}`;
    const row = vitals.get(key) ?? { route: v.route, metrique: v.metrique, classe, nombre: 0 };
    row.nombre += 1;
    vitals.set(key, row);
  }
  if (events.size) {
    const rows = [...events.values()];
    await db.query(
      `insert into mesure_evenement_jour (jour, territoire, type, route, nombre)
       select $1::date, $2, u.type, u.route, u.nombre from unnest($3::text[], $4::text[], $5::int[]) as u(type, route, nombre)
       on conflict (jour, territoire, type, route) do update set nombre = mesure_evenement_jour.nombre + excluded.nombre`,
      [jour, batch.territoire, rows.map((r) => r.type), rows.map((r) => r.route), rows.map((r) => r.nombre)],
    );
  }
  if (vitals.size) {
    const rows = [...vitals.values()];
    await db.query(
      `insert into mesure_vitale_jour (jour, territoire, route, metrique, classe, nombre)
       select $1::date, $2, u.route, u.metrique, u.classe, u.nombre
         from unnest($3::text[], $4::text[], $5::int[], $6::int[]) as u(route, metrique, classe, nombre)
       on conflict (jour, territoire, route, metrique, classe) do update set nombre = mesure_vitale_jour.nombre + excluded.nombre`,
      [jour, batch.territoire, rows.map((r) => r.route), rows.map((r) => r.metrique), rows.map((r) => r.classe), rows.map((r) => r.nombre)],
    );
  }
}

/** AAAA-MM-JJ `days` calendar days before `day`. */
export function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The report over the `jours` days ending on `au` (included): per route, the 75th percentile of
 * each metric with its sample count, and the event counts per type and route.
 */
export async function measuresReport(db: Queryable, opts: { au: string; jours: number; territoire?: Territoire | undefined }): Promise<RapportMesures> {
  const du = daysBefore(opts.au, opts.jours - 1);
  const territoire = opts.territoire ?? null;
  const classes = await db.query<{ route: string; metrique: MetriqueVitale; classe: number; nombre: string | number }>(
    `select route, metrique, classe, sum(nombre) as nombre from mesure_vitale_jour
      where jour between $1::date and $2::date and ($3::text is null or territoire = $3)
      group by route, metrique, classe`,
    [du, opts.au, territoire],
  );
  const byRoute = new Map<string, Map<MetriqueVitale, { classe: number; nombre: number }[]>>();
  for (const c of classes) {
    const metrics = byRoute.get(c.route) ?? new Map<MetriqueVitale, { classe: number; nombre: number }[]>();
    const list = metrics.get(c.metrique) ?? [];
    list.push({ classe: Number(c.classe), nombre: Number(c.nombre) });
    metrics.set(c.metrique, list);
    byRoute.set(c.route, metrics);
  }
  const samples = (list: { nombre: number }[] | undefined) => (list ?? []).reduce((s, c) => s + c.nombre, 0);
  const vitales = [...byRoute.entries()]
    .map(([route, metrics]) => ({
      route,
      metriques: METRIQUES_VITALES.map((metrique) => ({
        metrique,
        p75: quantileFromClasses(metrique, metrics.get(metrique) ?? []),
        echantillons: samples(metrics.get(metrique)),
      })),
    }))
    .sort((a, b) => b.metriques[0]!.echantillons - a.metriques[0]!.echantillons || a.route.localeCompare(b.route));

  const counts = await db.query<{ type: TypeEvenementMesure; route: string; nombre: string | number }>(
    `select type, route, sum(nombre) as nombre from mesure_evenement_jour
      where jour between $1::date and $2::date and ($3::text is null or territoire = $3)
      group by type, route`,
    [du, opts.au, territoire],
  );
  const order = (t: TypeEvenementMesure) => TYPES_EVENEMENT_MESURE.indexOf(t);
  const evenements = counts
    .map((c) => ({ type: c.type, route: c.route, nombre: Number(c.nombre) }))
    .sort((a, b) => order(a.type) - order(b.type) || b.nombre - a.nombre || a.route.localeCompare(b.route));
  return { du, au: opts.au, territoire, vitales, evenements };
}
