import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { useTestDatabase, testBackends } from '../../testing/databases';
import { acknowledgementMail, teamMail } from '../contact/mail';
import { documentsReadyMail } from '../documents/mail';
import { digestMail } from '../monitoring/digest';
import { orderConfirmationMail } from '../orders/mail';
import type { OrderRow } from '../orders/orders';
import { suspensionMail } from '../orders/subscriptionMail';
import { creditedMail, duplicateMail } from '../payments/duplicates';
import { createMailer, listOutbox, type Mail } from './mailer';
import { alreadyRegisteredMail, emailChangeMail, emailChangedMail, passwordChangedMail, resetMail, validationMail } from '../identity/pages';

// Mail queued before the outbox had a `kind` was given one by its subject (420_outbox_kind.sql):
// each sender's subject must come back as the kind that sender now writes itself.

const TO = 'destinataire@exemple.fr';
const LINK = 'https://exemple.test/lien';
const contact = { reference: 'CT2026-000042', nom: 'Camille Durand', email: TO, sujet: 'COMMANDE' as const, numero_commande: null, message: 'Une question sur ma commande.' };
const order = (moyen_paiement: string) =>
  ({ id: 1, reference: 'CMD00000012', courriel: TO, date_commande: '2026-11-28', moyen_paiement, devise: 'EUR', taux_tva_points_base: 2000, montant_ht: 2554, frais_envoi: 0, montant_tva: 511, montant_ttc: 3065 }) as OrderRow;
const paid = { to: TO, what: 'commande CMD00000012', situation: 'Votre commande CMD00000012 était déjà réglée', orderId: 1 };
const ready = (periodic: boolean) => documentsReadyMail({ to: TO, reference: 'CMD00000012', documents: [], link: LINK, periodic, territory: 'FR' });

/** Every mail the site sends, as its sender builds it. */
const MAILS: Mail[] = [
  { to: TO, kind: 'reinitialisation', ...resetMail(LINK) },
  { to: TO, kind: 'validation', ...validationMail(LINK, 'Camille') },
  { to: TO, kind: 'deja_inscrit', ...alreadyRegisteredMail(LINK) },
  { to: TO, kind: 'changement_email', ...emailChangeMail(LINK) },
  { to: TO, kind: 'avis_securite', ...passwordChangedMail(LINK) },
  { to: TO, kind: 'avis_securite', ...emailChangedMail(LINK, 'nouvelle@exemple.fr') },
  acknowledgementMail(contact),
  teamMail(contact, 'equipe@exemple.fr'),
  orderConfirmationMail(order('CARTE_BANCAIRE'), [], null, LINK),
  orderConfirmationMail(order('DIFFERE'), [], null, LINK),
  ready(false),
  ready(true),
  digestMail({ to: TO, numero_client: 'CL000001', compte: 'ACME', nombre: 2, revelations: [], link: LINK }),
  duplicateMail(paid, { montant: 3065, devise: 'EUR', carte: null }),
  creditedMail(paid, { montant: 3065, devise: 'EUR' }),
  suspensionMail({ to: TO, offre: 'Surveillance', numero_client: 'CL000001', facture: 'FA2026-000001', echeance: '2026-11-01', montant_ttc: 1200, origin: 'https://exemple.test' }),
];

/** The migration's statement that fills the kind of old mail. */
function backfill(): string {
  const sql = readFileSync(path.join(MIGRATIONS_DIR, '420_outbox_kind.sql'), 'utf8');
  const m = /update identity_outbox set kind = case[\s\S]*?\nend;/.exec(sql);
  if (!m) throw new Error('no backfill in 420_outbox_kind.sql');
  return m[0];
}

describe.each(testBackends())('the kind of mail queued before it was recorded, on %s', (kind) => {
  const t = useTestDatabase(kind);

  it('is told from the subject as its sender tells it now, and is autre otherwise', async () => {
    const mailer = createMailer(t.db, { from: 'portail@exemple.fr' });
    for (const mail of MAILS) await mailer.queue(t.db, mail);
    await mailer.queue(t.db, { to: TO, subject: 'Un courriel d’une version plus ancienne', text: 'x', html: '<p>x</p>' });
    const written = (await listOutbox(t.db, 100)).reverse().map((m) => m.kind);
    expect(written).toEqual([...MAILS.map((m) => m.kind), 'autre']);
    expect(MAILS.every((m) => m.kind && m.kind !== 'autre')).toBe(true);

    await t.db.exec(`update identity_outbox set kind = 'autre'`);
    await t.db.exec(backfill());
    expect((await listOutbox(t.db, 100)).reverse().map((m) => m.kind)).toEqual(written);
  });
});
