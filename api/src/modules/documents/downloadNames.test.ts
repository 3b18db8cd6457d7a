jest.setTimeout(300_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Two documents of one order never share a download name, alone or in the order's zip.
import { unzipSync } from 'fflate';
import { VisualisationsSchema } from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { useCommerce } from '../../testing/commerce';
import { downloadNames } from './downloadNames';

describe('the download names of an order', () => {
  it('keeps the stored names that no other document holds', () => {
    expect(downloadNames([{ id: 1, nom_fichier: 'kbis-552032534-20261128.pdf' }, { id: 2, nom_fichier: 'acte-552032534-2026-a-42.pdf' }])).toEqual(
      new Map([
        [1, 'kbis-552032534-20261128.pdf'],
        [2, 'acte-552032534-2026-a-42.pdf'],
      ]),
    );
  });

  it('numbers the documents issued after the one holding the name, whatever the order they come in', () => {
    const names = downloadNames([
      { id: 9, nom_fichier: 'kbis-552032534-20261128.pdf' },
      { id: 4, nom_fichier: 'kbis-552032534-20261128.pdf' },
      { id: 7, nom_fichier: 'KBIS-552032534-20261128.pdf' },
    ]);
    expect(names).toEqual(
      new Map([
        [4, 'kbis-552032534-20261128.pdf'],
        [7, 'KBIS-552032534-20261128-2.pdf'],
        [9, 'kbis-552032534-20261128-3.pdf'],
      ]),
    );
  });

  it('never numbers a document into the stored name of another', () => {
    const names = downloadNames([
      { id: 1, nom_fichier: 'etat-2.pdf' },
      { id: 2, nom_fichier: 'etat.pdf' },
      { id: 3, nom_fichier: 'etat.pdf' },
      { id: 4, nom_fichier: 'etat' },
      { id: 5, nom_fichier: 'etat' },
    ]);
    expect([...names.values()]).toEqual(['etat-2.pdf', 'etat.pdf', 'etat-3.pdf', 'etat', 'etat-2']);
  });

  it('leaves the names of documents issued before a new one as they were', () => {
    const before = downloadNames([
      { id: 1, nom_fichier: 'kbis.pdf' },
      { id: 2, nom_fichier: 'kbis.pdf' },
    ]);
    const after = downloadNames([
      { id: 1, nom_fichier: 'kbis.pdf' },
      { id: 2, nom_fichier: 'kbis.pdf' },
      { id: 3, nom_fichier: 'kbis.pdf' },
    ]);
    expect([...before]).toEqual([...after].slice(0, 2));
  });
});

describe.each(testBackends())('documents of one order under one stored name, on %s', (kind) => {
  const s = useCommerce(kind);

  it('are listed, downloaded and zipped under different names, the same in all three', async () => {
    const c = await s.customer('Alice');
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: s.danone })).status).toBe(201);
    const order = await s.orderPaidByCard(c);
    await s.app.jobs.runDue();
    // A second document of the order under the same stored name, as two Kbis of one company issued the same day are.
    await s.db.query(
      `insert into document_emis (ligne_commande_id, envoi, commande_id, compte_client_id, code_article, libelle, entreprise_id, entite_siren, entite_denomination, code_greffe,
         code_verification, empreinte_sha256, signataire, algorithme_signature, taille, nom_fichier, donnees, pdf, emis_le)
       select ligne_commande_id, envoi + 1, commande_id, compte_client_id, code_article, libelle, entreprise_id, entite_siren, entite_denomination, code_greffe,
         null, empreinte_sha256, signataire, algorithme_signature, taille, nom_fichier, donnees, pdf, emis_le
         from document_emis where commande_id = (select id from commande where reference = $1)`,
      [order.reference],
    );

    const docs = VisualisationsSchema.parse((await s.call(c.token, 'GET', `/commandes/${order.reference}/visualisations`)).body);
    expect(docs).toHaveLength(2);
    const listed = docs.map((d) => d.nom_fichier);
    expect(new Set(listed).size).toBe(2);
    expect(listed[0]).toMatch(/^kbis-552032534-\d{8}\.pdf$/);
    expect(listed[1]).toBe(listed[0]!.replace(/\.pdf$/, '-2.pdf'));

    const downloaded = [];
    for (const d of docs) {
      const res = await s.call(c.token, 'GET', `/visualisations/${d.id}`);
      expect(res.status).toBe(200);
      downloaded.push(/filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1]);
    }
    expect(downloaded).toEqual(listed);

    const zip = await s.call(c.token, 'GET', `/commandes/${order.reference}/zip`);
    expect(zip.status).toBe(200);
    expect(Object.keys(unzipSync(zip.bytes)).sort()).toEqual([...listed].sort());
  });
});
