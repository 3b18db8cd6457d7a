// The daily digest of revelations: once a Paris day at most, from 07:00, every subscribed account
// with revelations no digest has told it about gets one mail per person acting for it, with the
// count and the newest changes. The mail is queued in the transaction that records the digest and
// marks its revelations: a digest is sent once, and a revelation is in one digest.
import type { Revelation } from '@portail/shared/api/monitoring';
import { formatDateFr } from '@portail/shared/format/dates';
import type { Database, Queryable } from '../../db/types';
import { configFromEnv } from '../identity';
import { html } from '@portail/shared/format/html';
import type { Mail, Mailer } from '../mail';
import { OFFRE_SURVEILLANCE } from './access';
import { revelationsByIds } from './revelations';
import { parisDayAndHour } from '@portail/shared/format/dates';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';

/** Digests leave from this hour on, Paris time. */
export const DIGEST_HOUR = 7;
/** Revelations a digest lists, at most (the newest); it counts them all. */
export const DIGEST_ITEMS = 20;
export const REVELATIONS_PATH = REMOTE_ROUTES['mf-personal-space'].revelations;

export interface DigestContent {
  to: string;
  numero_client: string;
  compte: string;
  nombre: number;
  revelations: Revelation[];
  link: string;
}

function changeLine(r: Revelation): string {
  const values = [r.ancienne_valeur, r.nouvelle_valeur].filter((v): v is string => !!v?.trim()).join(' → ');
  return `${r.entreprise.denomination} – ${r.libelle}${values ? ` : ${values}` : ''} (${formatDateFr(r.date_evenement)})`;
}

export function digestMail(d: DigestContent): Mail {
  const count = d.nombre > 1 ? `${d.nombre} nouvelles révélations` : 'Une nouvelle révélation';
  const intro = `${count} ${d.nombre > 1 ? 'concernent' : 'concerne'} les entreprises que surveille le compte client ${d.numero_client} (${d.compte}) :`;
  const items = d.revelations.map(changeLine);
  const more = d.nombre > items.length ? `… et ${d.nombre - items.length} autre${d.nombre - items.length > 1 ? 's' : ''}.` : null;
  const follow = 'Retrouvez-les dans votre espace personnel :';
  const text = ['Bonjour,', '', intro, '', ...items.map((i) => `- ${i}`), ...(more ? [more] : []), '', follow, d.link, '', 'Registre des entreprises'].join('\n');
  const body = html`<p>Bonjour,</p>
<p>${intro}</p>
<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>
${more ? html`<p>${more}</p>` : ''}
<p>${follow} <a href="${d.link}">${d.link}</a></p>
<p>Registre des entreprises</p>`;
  return {
    to: d.to,
    kind: 'surveillance',
    subject: `Surveillance d'entreprises : ${d.nombre > 1 ? `${d.nombre} nouvelles révélations` : 'une nouvelle révélation'} (compte ${d.numero_client})`,
    text,
    html: body.value,
    attachments: [],
  };
}

const SUBSCRIBED = `'${OFFRE_SURVEILLANCE}' = any(string_to_array(upper(replace(c.offres_de_service, ' ', '')), ','))`;

/** One account's digest of `day`, in one transaction; the number of mails queued. */
async function digestAccount(tx: Queryable, mailer: Mailer, accountId: number, day: string, link: string): Promise<number> {
  const [claimed] = await tx.query('insert into resume_revelations (compte_client_id, jour, nombre) values ($1, $2::date, 0) on conflict do nothing returning 1', [accountId, day]);
  if (!claimed) return 0;
  const marked = await tx.query<{ id: number }>('update revelation set resume_le = now() where compte_client_id = $1 and resume_le is null returning id', [accountId]);
  if (marked.length === 0) {
    // Told by a digest that ran meanwhile: today's may still come later.
    await tx.query('delete from resume_revelations where compte_client_id = $1 and jour = $2::date', [accountId, day]);
    return 0;
  }
  await tx.query('update resume_revelations set nombre = $3 where compte_client_id = $1 and jour = $2::date', [accountId, day, marked.length]);
  const [account] = await tx.query<{ numero_client: string; nom: string }>(
    'select numero_client, coalesce(denomination_sociale, libelle_facturation, numero_client) as nom from compte_client where id = $1',
    [accountId],
  );
  const revelations = await revelationsByIds(
    tx,
    accountId,
    marked.map((m) => m.id),
    DIGEST_ITEMS,
  );
  const people = await tx.query<{ email: string }>(
    `select distinct u.email from compte_client_utilisateur cu join identity_user u on u.id::text = cu.sujet
      where cu.compte_client_id = $1 and u.email_verified order by u.email`,
    [accountId],
  );
  for (const p of people) {
    await mailer.queue(tx, digestMail({ to: p.email, numero_client: account!.numero_client, compte: account!.nom, nombre: marked.length, revelations, link }));
  }
  return people.length;
}

/**
 * Sends the digests due at `now`: nothing before 07:00 Paris time; then, for every subscribed
 * account with revelations no digest has listed and no digest yet this Paris day, one mail per
 * person acting for it (verified address). Safe to run in several processes at once. Returns the
 * number of mails queued.
 */
export async function sendDigests(db: Database, mailer: Mailer, now: Date, origin: string = configFromEnv().shellOrigins[0]!): Promise<number> {
  const { day, hour } = parisDayAndHour(now);
  if (hour < DIGEST_HOUR) return 0;
  const accounts = await db.query<{ id: number }>(
    `select c.id from compte_client c
      where c.id in (select r.compte_client_id from revelation r where r.resume_le is null)
        and ${SUBSCRIBED}
        and not exists (select 1 from resume_revelations d where d.compte_client_id = c.id and d.jour = $1::date)
      order by c.id`,
    [day],
  );
  const link = `${origin.replace(/\/+$/, '')}${REVELATIONS_PATH}`;
  let sent = 0;
  for (const a of accounts) sent += await db.transaction((tx) => digestAccount(tx, mailer, a.id, day, link));
  return sent;
}
