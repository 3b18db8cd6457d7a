import { useId } from 'react';
import { Button, Card, LoadFailed, Loading, SiteLink, SummaryList, formatSiren, verificationPath, type Commande, type SummaryListItem, type Visualisation } from '@portail/shared';
import { downloadOrderZip, downloadVisualisation } from './api';
import { formatDateIn, formatTimestampIn, useSite } from '@portail/shared';
import { siteVariant } from '@portail/shared/site/variants';
import { DownloadButton } from './DownloadButton';
import { LetterTracking, currentStepLabel } from './LetterTracking';
import { isPeriodicKbisLine } from './paths';
import { PostalAddress } from './PostalAddress';
import type { OrderDocuments as Documents } from './useOrderDocuments';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** The beginning and the end of a SHA-256 fingerprint, enough to compare by eye. */
export const shortFingerprint = (hex: string) => (hex.length > 16 ? `${hex.slice(0, 8)}…${hex.slice(-8)}` : hex);

/** The fingerprint, shortened, with the whole value a click away. */
function Fingerprint({ value }: { value: string }) {
  return (
    <details className="fingerprint">
      <summary>
        <code>{shortFingerprint(value)}</code>
        <span className="visually-hidden"> (afficher l'empreinte complète)</span>
      </summary>
      <code className="fingerprint__full">{value}</code>
    </details>
  );
}

/** What a document is, for the label of its download button: "Extrait Kbis, DANONE, envoi n° 2". */
function documentName(d: Visualisation, periodic: boolean): string {
  return `${d.libelle}, ${d.entite.denomination}${periodic ? `, envoi n° ${d.envoi}` : ''}`;
}

function DocumentCard({ document: d, order, onResent }: { document: Visualisation; order: Commande; onResent: () => void }) {
  const line = order.lignes.find((l) => l.id === d.id_article);
  const periodic = line !== undefined && isPeriodicKbisLine(line);
  const shipment = d.expedition;
  // The site's clock, the order's territory's: Nouméa time in New Caledonia, Paris time on the mainland.
  const territory = useSite((site) => siteVariant(site).territory);
  const items: SummaryListItem[] = [
    { key: 'entite', term: 'Entreprise', description: `${d.entite.denomination}${d.entite.siren ? ` (SIREN ${formatSiren(d.entite.siren)})` : ''}` },
    { key: 'emis', term: 'Émis le', description: formatTimestampIn(d.emis_le, territory) },
  ];
  if (periodic) items.push({ key: 'envoi', term: 'Kbis périodique', description: `Envoi n° ${d.envoi}${line.nombre_envois > 1 ? ` sur ${line.nombre_envois}` : ''}` });
  if (d.code_verification) {
    items.push({ key: 'code', term: 'Code de vérification', description: <SiteLink href={verificationPath(d.code_verification)}>{d.code_verification}</SiteLink> });
  }
  items.push({ key: 'empreinte', term: 'Empreinte SHA-256', description: <Fingerprint value={d.empreinte_sha256} /> });
  if (shipment) {
    // The provider's last step of the current letter, once it has one; else the printing and posting dates.
    const last = shipment.etat_postal ? shipment.etapes?.findLast((s) => s.numero_suivi === shipment.numero_suivi) : undefined;
    const when = last?.survenu_le ?? (shipment.etat_postal ? null : (shipment.poste_le ?? shipment.imprime_le));
    const dates = when ? `, le ${formatDateIn(when, territory)}` : '';
    items.push({
      key: 'expedition',
      term: 'Envoi par courrier',
      description: (
        <>
          <p className="shipment__status">
            {currentStepLabel(shipment)}
            {dates} ({plural(shipment.exemplaires, 'exemplaire', 'exemplaires')})
          </p>
          <PostalAddress a={shipment.adresse} />
        </>
      ),
    });
  }
  return (
    <Card
      as="article"
      headingLevel={3}
      title={d.libelle}
      footer={
        <DownloadButton download={() => downloadVisualisation(d)} label={`Télécharger le PDF : ${documentName(d, periodic)}`}>
          Télécharger le PDF
        </DownloadButton>
      }
    >
      <SummaryList items={items} />
      {shipment && <LetterTracking documentId={d.id} shipment={shipment} territory={order.territoire} onResent={onResent} />}
    </Card>
  );
}

/** What the polite live region says: read out when the documents arrive. */
function statusMessage(docs: Extract<Documents, { status: 'ready' }>): string {
  const n = docs.documents.length;
  const available = n > 0 ? `${plural(n, 'document disponible', 'documents disponibles')}. ` : '';
  if (docs.pending.length > 0 && docs.polling) return `${available}Vos documents sont en cours de production… Ils apparaîtront ici dès qu'ils seront prêts.`;
  if (docs.pending.length > 0 && docs.problem) return n > 0 ? `${available}D'autres documents sont en cours de production.` : 'Vos documents sont en cours de production.';
  if (docs.pending.length > 0) return `${available}La production de vos documents prend plus de temps que prévu.`;
  return n > 0 ? available.trim() : "Aucun document n'a été produit pour cette commande.";
}

/**
 * "Vos documents": the documents produced for a paid order, each as a PDF, and all of them in a
 * zip. While lines are in production the list is asked for again until their documents come.
 */
export function OrderDocuments({ order, docs }: { order: Commande; docs: Documents }) {
  const headingId = useId();
  if (docs.status === 'idle') return null;
  return (
    <section aria-labelledby={headingId} className="order-documents">
      <h2 id={headingId}>Vos documents</h2>
      {docs.status === 'loading' && <Loading label="Chargement de vos documents…" />}
      {docs.status === 'error' && <LoadFailed title="Vos documents n'ont pas pu être chargés" message={docs.message} onRetry={docs.retry} headingLevel={3} />}
      {docs.status === 'ready' && (
        <>
          <p role="status" className="order-documents__status">
            {statusMessage(docs)}
          </p>
          {docs.problem && <LoadFailed title="La liste de vos documents n'a pas pu être mise à jour" message={docs.problem} onRetry={docs.refresh} headingLevel={3} />}
          {!docs.problem && docs.pending.length > 0 && !docs.polling && (
            <p>
              <Button variant="secondary" onClick={docs.refresh}>
                Vérifier à nouveau
              </Button>
            </p>
          )}
          {docs.documents.length > 0 && (
            <>
              <p>
                <DownloadButton download={() => downloadOrderZip(order.reference)}>Télécharger tous les documents (zip)</DownloadButton>
              </p>
              <ul className="document-list">
                {docs.documents.map((d) => (
                  <li key={d.id}>
                    <DocumentCard document={d} order={order} onResent={docs.refresh} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
