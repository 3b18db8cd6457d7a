import { webcrypto } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkAccessibility, hydrateServerRender, recordsTest, renderOnServerAt } from '../../testing/recordsTest';
import { verificationApi } from '../../testing/handlers';
import * as f from '../../testing/fixtures';
import { codeError, normaliseCode } from './code';
import { verificationCall } from './api';
import { VERIFICATION_FILE_MAX_BYTES, formatDateTimeParis, siteStore, type VerificationFichier } from '@portail/shared';
import { ok, refused, type Reply } from '@portail/shared/testing/fetchMock';

// jsdom has neither Web Crypto's digest nor Blob.arrayBuffer: the browser's own are stood in for by
// Node's Web Crypto and a FileReader. (Node's digest refuses an ArrayBuffer of jsdom's realm, not a
// view of it.)
const hadSubtle = Object.prototype.hasOwnProperty.call(window.crypto, 'subtle');
const hadArrayBuffer = typeof Blob.prototype.arrayBuffer === 'function';
beforeAll(() => {
  if (!window.crypto.subtle) {
    const subtle = { digest: (algorithm: string, data: ArrayBuffer) => webcrypto.subtle.digest(algorithm, new Uint8Array(data)) };
    Object.defineProperty(window.crypto, 'subtle', { value: subtle, configurable: true });
  }
  if (!hadArrayBuffer) {
    Object.defineProperty(Blob.prototype, 'arrayBuffer', {
      configurable: true,
      value(this: Blob) {
        return new Promise<ArrayBuffer>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.onerror = () => reject(reader.error);
          reader.readAsArrayBuffer(this);
        });
      },
    });
  }
});
afterAll(() => {
  if (!hadSubtle) delete (window.crypto as { subtle?: unknown }).subtle;
  if (!hadArrayBuffer) delete (Blob.prototype as { arrayBuffer?: unknown }).arrayBuffer;
});

const CODE = f.verification.code;
const PAGE = `/verification-document/${CODE}`;
const pdf = (text: string, name = 'kbis-lp-holding.pdf') => new File([text], name, { type: 'application/pdf' });

const { serve, renderAt } = recordsTest();

const FILE_PATH = `verification-document/${CODE}/fichier`;
/** The API of the known code, answering `verdict` on any file sent to it. */
const answering =
  (verdict: VerificationFichier['verdict'], appended: number | null = null) =>
  (url: URL): Reply | undefined =>
    url.pathname === `/api/${FILE_PATH}`
      ? ok({ code: CODE, verdict, empreinte_sha256: '0'.repeat(64), taille: f.verification.taille + (appended ?? 0), octets_ajoutes: appended })
      : verificationApi(url);

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
});

/** The row of the summary list whose term is `term`. */
function row(term: string): HTMLElement {
  const dt = screen.getAllByRole('term').find((t) => t.textContent === term);
  if (!dt) throw new Error(`No row "${term}"`);
  return dt.parentElement as HTMLElement;
}

describe('verification codes', () => {
  it('are read in any case, with or without hyphens, and dated in Paris time', () => {
    expect(normaliseCode(' 7kq2 m4xp 9tr3 hw6d ')).toBe(CODE);
    expect(normaliseCode('7KQ2M4XP9TR3HW6D')).toBe(CODE);
    expect(codeError('7kq2-m4xp-9tr3-hw6d')).toBeNull();
    expect(codeError('')).toBe('Saisissez le code de vérification imprimé sur le document.');
    // O and 1 are not in the alphabet.
    expect(codeError('7KQ2-M4XP-9TR3-HW6O')).toMatch(/^Ce code n'a pas le format d'un code de vérification : 16 caractères/);
    expect(codeError('7KQ2-M4XP-9TR3')).not.toBeNull();
    expect(formatDateTimeParis('2026-03-02T09:15:00.000Z')).toBe('02/03/2026 à 10:15');
    expect(formatDateTimeParis('2026-07-01T22:30:00Z')).toBe('02/07/2026 à 00:30');
  });
});

describe('the page of a known code', () => {
  it('shows who issued what, when, for which company, and the fingerprint to copy', async () => {
    const { calls } = serve(verificationApi);
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérifier un document' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Document émis' })).toBeInTheDocument();
    expect(row('Document')).toHaveTextContent('Extrait Kbis');
    const company = within(row('Entreprise')).getByRole('link', { name: 'LP Holding' });
    expect(company).toHaveAttribute('href', '/entreprise/lp-holding/965165210/1');
    expect(row('Entreprise')).toHaveTextContent('SIREN 965 165 210');
    expect(row('Greffe')).toHaveTextContent('Greffe du tribunal de commerce de Montluçon');
    expect(row('Émis le')).toHaveTextContent('02/03/2026 à 10:15 (heure de Paris)');
    expect(row('Émetteur')).toHaveTextContent('Portail du registre du commerce et des sociétés');
    expect(row('Signature électronique')).toHaveTextContent('Greffe du tribunal de commerce de MontluçonAlgorithme : RSA-SHA256 (PAdES B-B)');
    const hash = within(row('Empreinte SHA-256')).getByText(f.verification.empreinte_sha256);
    expect(hash.tagName).toBe('CODE');
    expect(within(row('Empreinte SHA-256')).getByRole('button', { name: "Copier l'empreinte SHA-256" })).toBeInTheDocument();
    expect(document.title).toBe(`Vérifier un document (code ${CODE})`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(calls.map(({ url: u }) => u.pathname)).toEqual([`/api/verification-document/${CODE}`]);
  });

  it('names a New Caledonian company by its RIDET, which its record link carries', async () => {
    const nc = {
      ...f.verification,
      entreprise: { id: 42, siren: null, numero_identification: '1234567', type_identification: 'RIDET' as const, denomination: 'Nickel du Sud' },
      greffe: 'Greffe du tribunal mixte de commerce de Nouméa',
    };
    serve((url) => (url.pathname === `/api/verification-document/${CODE}` ? ok(nc) : undefined));
    renderAt(PAGE);
    expect(await screen.findByRole('region', { name: 'Document émis' })).toBeInTheDocument();
    expect(within(row('Entreprise')).getByRole('link', { name: 'Nickel du Sud' })).toHaveAttribute('href', '/entreprise/nickel-du-sud/1234567/42');
    expect(row('Entreprise')).toHaveTextContent('RIDET 1234567');
    expect(row('Entreprise')).not.toHaveTextContent('SIREN');
  });

  it('reads a code typed in lower case and puts the printed form in the address', async () => {
    const { calls } = serve(verificationApi);
    renderAt('/verification-document/7kq2-m4xp-9tr3-hw6d');
    expect(await screen.findByRole('region', { name: 'Document émis' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(PAGE));
    expect(calls.map(({ url: u }) => u.pathname)).toEqual([`/api/verification-document/${CODE}`]);
  });

  it('says a file whose fingerprint matches is authentic, without sending it anywhere', async () => {
    const user = userEvent.setup();
    const { calls } = serve(verificationApi);
    renderAt(PAGE);
    const input = await screen.findByLabelText("Déposez le PDF que l'on vous a remis, ou choisissez-le");
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription(
      "Si votre navigateur reconnaît le document émis à son empreinte SHA-256, le fichier n'est envoyé nulle part. Sinon, il est envoyé au portail (1 Mo au plus), qui l'examine sans le conserver.",
    );
    await user.upload(input, pdf(f.issuedPdfText));
    const verdict = await screen.findByText('Document authentique :');
    const status = verdict.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent(
      'Document authentique : ce fichier est exactement celui émis par le portail le 02/03/2026 à 10:15 (heure de Paris).',
    );
    expect(status).toHaveTextContent('Fichier vérifié : « kbis-lp-holding.pdf »');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    // Recognised in the browser: the only call is the page's own.
    expect(calls).toHaveLength(1);
  });

  it("says a modified file is not the issued document, as the portal answers, and announces it as an alert", async () => {
    const user = userEvent.setup();
    const { calls } = serve(answering('DIFFERENT'));
    renderAt(PAGE);
    const input = await screen.findByLabelText("Déposez le PDF que l'on vous a remis, ou choisissez-le");
    // Same length, one character changed: the fingerprints differ.
    const forged = f.issuedPdfText.replace('Holding', 'Holdinh');
    expect(forged).toHaveLength(f.issuedPdfText.length);
    await user.upload(input, pdf(forged));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent("Ce fichier n'est pas le document émis : il a été modifié, ou il s'agit d'un autre document."),
    );
    expect(alert).toHaveTextContent('Fichier vérifié : « kbis-lp-holding.pdf »');
    expect(screen.queryByText('Document authentique :')).not.toBeInTheDocument();
    // The file went to the portal as it is.
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([[`verification-document/${CODE}/fichier`, forged]]);
    // Then the right file: the alert gives way to the success.
    await user.upload(input, pdf(f.issuedPdfText));
    expect(await screen.findByText('Document authentique :')).toBeInTheDocument();
    expect(alert).toBeEmptyDOMElement();
  });

  it('warns that content was added after the signature when the portal finds the issued document followed by more', async () => {
    const user = userEvent.setup();
    const update = '\n9 0 obj\n<< /Length 0 >>\nstream\n\nendstream\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 10 /Prev 9 >>\nstartxref\n41\n%%EOF\n';
    const { calls } = serve(answering('CONTENU_AJOUTE', update.length));
    const { container } = renderAt(PAGE);
    const input = await screen.findByLabelText("Déposez le PDF que l'on vous a remis, ou choisissez-le");
    await user.upload(input, pdf(f.issuedPdfText + update, 'kbis-complete.pdf'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent("Attention, du contenu a été ajouté après la signature : il n'est pas couvert par elle."));
    expect(alert).toHaveTextContent(
      `Fichier vérifié : « kbis-complete.pdf ». Il commence par le document émis par le portail le 02/03/2026 à 10:15 (heure de Paris), intact, suivi de contenu ajouté ensuite (${update.length} octets).`,
    );
    expect(alert).toHaveTextContent("ne vous fiez pas à ce qu'il affiche");
    expect(within(alert).queryByText("Ce fichier n'est pas le document émis :")).not.toBeInTheDocument();
    expect(screen.queryByText('Document authentique :')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([f.issuedPdfText + update]);
    await checkAccessibility(container);
  });

  it('asks the portal when the browser cannot compute a fingerprint, and says what it answers', async () => {
    const user = userEvent.setup();
    const subtle = Object.getOwnPropertyDescriptor(window.crypto, 'subtle');
    Object.defineProperty(window.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      const { calls } = serve(answering('IDENTIQUE'));
      renderAt(PAGE);
      const input = await screen.findByLabelText("Déposez le PDF que l'on vous a remis, ou choisissez-le");
      await user.upload(input, pdf(f.issuedPdfText));
      const verdict = await screen.findByText('Document authentique :');
      expect(verdict.closest('[role="status"]')).toHaveTextContent('Fichier vérifié : « kbis-lp-holding.pdf »');
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([f.issuedPdfText]);
    } finally {
      if (subtle) Object.defineProperty(window.crypto, 'subtle', subtle);
      else delete (window.crypto as { subtle?: unknown }).subtle;
    }
  });

  it('takes a file dropped on the zone, and another document is not authentic', async () => {
    serve(answering('DIFFERENT'));
    renderAt(PAGE);
    const input = await screen.findByLabelText("Déposez le PDF que l'on vous a remis, ou choisissez-le");
    const other = pdf('%PDF-1.7\n% Un tout autre document\n%%EOF\n', 'autre.pdf');
    fireEvent.drop(input.closest('.file-drop')!, { dataTransfer: { types: ['Files'], files: [other] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Ce fichier n'est pas le document émis"));
    expect(screen.getByRole('alert')).toHaveTextContent('« autre.pdf »');
  });

  it("states the portal's refusals: not a PDF, too many checks; and does not send a file over the limit", async () => {
    const user = userEvent.setup();
    let answer: Reply = refused(400, "Ce fichier n'est pas un PDF : ce n'est pas le document émis sous ce code.", 'Bad Request');
    const { calls } = serve((url) => (url.pathname === `/api/${FILE_PATH}` ? answer : verificationApi(url)));
    renderAt(PAGE);
    const input = await screen.findByLabelText("Déposez le PDF que l'on vous a remis, ou choisissez-le");
    await user.upload(input, new File(['Bonjour'], 'note.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent("Ce fichier n'est pas un PDF : ce n'est pas le document émis sous ce code."));

    answer = refused(429, 'Trop de requêtes : veuillez réessayer dans quelques instants.', 'Too Many Requests');
    await user.upload(input, pdf('%PDF-1.7\n%%EOF\n', 'autre.pdf'));
    await waitFor(() => expect(alert).toHaveTextContent('Trop de vérifications en peu de temps. Réessayez dans une minute.'));

    const posted = calls.filter((c) => c.method === 'POST').length;
    await user.upload(input, new File([new Uint8Array(VERIFICATION_FILE_MAX_BYTES + 1)], 'enorme.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(alert).toHaveTextContent("Ce fichier dépasse 1 Mo : il n'est pas examiné. Ce n'est pas le document émis tel quel, qui pèse 41 octets."),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(posted);
  });

  it('has headings in order, no style attribute, and nothing axe-core finds', async () => {
    serve(verificationApi);
    const { container } = renderAt(PAGE);
    await screen.findByRole('region', { name: 'Vérifier le fichier' });
    await checkAccessibility(container);
  });
});

describe('a code without a document', () => {
  it('says no document has that code, what to check, and leads back to the form', async () => {
    serve(verificationApi);
    renderAt('/verification-document/2345-6789-ABCD-EFGH');
    expect(await screen.findByRole('heading', { level: 2, name: 'Aucun document ne correspond au code « 2345-6789-ABCD-EFGH ».' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifier un document' })).toBeInTheDocument();
    expect(screen.getByText(/que vous avez recopié le code exactement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saisir un autre code de vérification' })).toHaveAttribute('href', '/verification-document');
  });

  it('is not looked up when it is not a code at all', () => {
    const { calls } = serve(verificationApi);
    renderAt('/verification-document/pas-un-code');
    expect(screen.getByRole('heading', { level: 2, name: 'Aucun document ne correspond au code « pas-un-code ».' })).toBeInTheDocument();
    expect(screen.getByText(/Ce n'est pas un code de vérification/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks to wait a minute when the API refuses too many verifications', async () => {
    const user = userEvent.setup();
    let refusals = 1;
    serve((url) => {
      if (url.pathname.startsWith('/api/verification-document/') && refusals > 0) {
        refusals--;
        return { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Trop de requêtes.' } };
      }
      return verificationApi(url);
    });
    renderAt(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de vérifications en peu de temps. Réessayez dans une minute.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Document émis' })).toBeInTheDocument();
  });
});

describe('the verification form', () => {
  it('explains the format, refuses a malformed code in French, and keeps the visitor on the form', async () => {
    const user = userEvent.setup();
    const { calls } = serve(verificationApi);
    renderAt('/verification-document');
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifier un document' })).toBeInTheDocument();
    const field = screen.getByLabelText(/Code de vérification/);
    expect(field).toHaveAccessibleDescription(/16 caractères en 4 groupes séparés par des tirets, par exemple 7KQ2-M4XP-9TR3-HW6D/);
    await user.type(field, '7KQ2-M4XP-9TR3');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent("Ce code n'a pas le format d'un code de vérification");
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Ce code n'a pas le format d'un code de vérification/);
    expect(window.location.pathname).toBe('/verification-document');
    expect(calls).toHaveLength(0);
  });

  it('asks for a code when none is typed', async () => {
    const user = userEvent.setup();
    serve(verificationApi);
    renderAt('/verification-document');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saisissez le code de vérification imprimé sur le document.');
  });

  it('leads a code typed in lower case, with spaces, to its page', async () => {
    const user = userEvent.setup();
    serve(verificationApi);
    renderAt('/verification-document');
    await user.type(screen.getByLabelText(/Code de vérification/), '7kq2 m4xp 9tr3 hw6d{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(PAGE));
    expect(await screen.findByRole('region', { name: 'Document émis' })).toBeInTheDocument();
  });

  it('answers the plain form (?code=) before its script has loaded', async () => {
    serve(verificationApi);
    renderAt('/verification-document?code=7kq2-m4xp-9tr3-hw6d');
    await waitFor(() => expect(window.location.pathname).toBe(PAGE));
    expect(await screen.findByRole('region', { name: 'Document émis' })).toBeInTheDocument();
  });
});

describe('verification pages rendered on the server', () => {
  it('arrive with the document, the file check and their head, without style attributes', async () => {
    serve(verificationApi);
    const result = await renderOnServerAt(PAGE);
    const html = result.html;
    expect(html).toContain('<h1 class="page__title">Vérifier un document</h1>');
    expect(html).toContain(f.verification.empreinte_sha256);
    expect(html).toContain('type="file"');
    expect(html).not.toMatch(/\sstyle=/);
    expect(result.head.title).toBe(`Vérifier un document (code ${CODE})`);
    expect(Object.keys(result.data)).toEqual([verificationCall(CODE).key]);
  });

  it('hydrate without a mismatch and without calling the API again', async () => {
    const { calls } = serve(verificationApi);
    window.history.pushState({}, '', PAGE);
    const result = await renderOnServerAt(PAGE);
    expect(calls).toHaveLength(1);
    const { serverNode, mountedNode, errors } = await hydrateServerRender(result, 'input[type="file"]');
    expect(mountedNode).toBe(serverNode);
    expect(errors).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('render the form', async () => {
    serve(verificationApi);
    const result = await renderOnServerAt('/verification-document');
    expect(result.html).toContain('action="/verification-document"');
    expect(result.head.title).toBe('Vérifier un document');
  });
});

describe('the page of a code on the New Caledonia site', () => {
  const site = siteStore.getState();
  afterEach(() => siteStore.setState(site, true));

  it("dates the document in Nouméa time, the site's clock", async () => {
    siteStore.setState({ variant: 'nc', searchBoost: 'NC' });
    serve(verificationApi);
    renderAt(PAGE);
    expect(await screen.findByRole('region', { name: 'Document émis' })).toBeInTheDocument();
    // 09:15 UTC is 20:15 in Nouméa (UTC+11).
    expect(row('Émis le')).toHaveTextContent('02/03/2026 à 20:15 (heure de Nouméa)');
    expect(document.body).not.toHaveTextContent('heure de Paris');
  });
});
