import { randomUUID } from 'node:crypto';
import { openTestDatabase, testBackends, type TestDatabase } from '../testing/databases';
import { mailLine, paymentLine, watchActivity } from './activity';

const outbox = (subject: string) =>
  `insert into identity_outbox (recipient, subject, text_body, html_body, kind) values ('camille@exemple.fr', '${subject}', 't', 'h', 'validation')`;

describe.each(testBackends())('the activity lines (%s)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('announces each mail sent and payment accepted once, from the start of the watch, never a rolled-back one', async () => {
    const { db } = t;
    await db.exec(outbox('Avant le démarrage'));
    const printed: string[] = [];
    const watch = await watchActivity(db, { print: (l) => printed.push(l), outboxUrl: 'http://localhost:8025/outbox', everyMs: 60_000 });
    await db.exec(outbox('Confirmez votre adresse'));
    await db
      .transaction(async (tx) => {
        await tx.exec(outbox('Jamais envoyé'));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const [account] = await db.query<{ id: number }>(`insert into compte_client (numero_client) values ('C-${randomUUID().slice(0, 8)}') returning id`);
    await db.query(
      `insert into paiement (id, objet, compte_client_id, sujet, moyen, montant, devise, statut, expire_le, traite_le)
       values ($1, 'RECHARGE', $2, 's', 'CARTE_BANCAIRE', 123456, 'EUR', 'ACCEPTE', now(), now())`,
      [randomUUID(), account!.id],
    );
    await watch.check();
    await watch.check();
    watch.stop();
    expect(printed).toEqual([
      'Paiement accepté : 1\u00a0234,56\u00a0€ par carte (recharge du portefeuille)',
      'Courriel envoyé (validation) : « Confirmez votre adresse » — http://localhost:8025/outbox',
    ]);
    expect(printed.join('\n')).not.toContain('camille@exemple.fr');
  });
});

describe('activity lines', () => {
  it('name the order or invoice paid and the currency', () => {
    expect(paymentLine({ id: 'x', objet: 'COMMANDE', moyen: 'PORTEFEUILLE_ELECTRONIQUE', montant: 1500, devise: 'XPF', commande: 'CMD00000042', facture: null })).toBe(
      'Paiement accepté : 15\u00a0XPF par le portefeuille (commande CMD00000042)',
    );
    expect(mailLine({ id: 1, subject: 'Vos documents', kind: 'documents' })).toBe('Courriel envoyé (documents) : « Vos documents »');
  });
});
