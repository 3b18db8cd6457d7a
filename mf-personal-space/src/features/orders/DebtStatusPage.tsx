import { Button, LoadFailed, Loading, SummaryList, formatSiren, useResource, type Commande } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { OwnedResource } from '../../layout/OwnedResource';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { debtStatusNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { DEBT_STATUS_ARTICLES, HISTORY_PATH, ORDERS_CRUMB, debtStatusPath, insolvencyPath, orderCrumb, orderPath } from './paths';
import { DebtStatement } from './DebtStatement';
import { LineStatus } from './statuses';
import { shownLineStatus, useOrderDocuments } from './useOrderDocuments';

/**
 * An ordered debt-status statement (SPEC §2 …/etat-endettement/{idArticle}); with `debtors`, who it
 * covers. The line comes from the order (a line that is not a statement of one of the customer's
 * orders is not found); once its document has been produced, what the statement states comes from
 * it (`visualisations/{id}/etat_endettement`).
 */
export function DebtStatusPage({ debtors = false }: { debtors?: boolean }) {
  const needs = usePageNeeds(debtStatusNeeds);
  const { idArticle } = needs;
  const order = useResource(needs.order);
  const line = order.status === 'ready' ? order.data.lignes.find((l) => String(l.id) === idArticle && DEBT_STATUS_ARTICLES.includes(l.code_article)) : undefined;
  const found = order.status === 'ready' && line !== undefined;
  const heading = debtors ? "Débiteurs de l'état d'endettement" : "État d'endettement";
  const ready = order.status === 'ready' ? order.data : null;
  return (
    <PersonalSpacePage
      title={found ? `${heading} – commande n° ${ready!.reference}` : heading}
      heading={heading}
      trail={found ? [ORDERS_CRUMB, orderCrumb(ready!.reference, ready!.date_commande), ...(debtors ? [{ label: "État d'endettement", href: debtStatusPath(ready!.reference, ready!.date_commande, line!.id) }] : [])] : [ORDERS_CRUMB]}
      crumb={debtors ? 'Débiteurs' : "État d'endettement"}
      description="Un état d'endettement commandé : les inscriptions de privilèges et de sûretés relevées contre un débiteur."
    >
      <OwnedResource
        resource={order}
        valid={!(order.status === 'ready' && !line)}
        missing={{ title: "Cet état d'endettement est introuvable", text: "Il ne fait pas partie de l'une de vos commandes.", to: HISTORY_PATH, label: 'Voir mes commandes' }}
        loadingLabel="Chargement de la commande…"
        failedTitle="La commande n'a pas pu être chargée"
      >
        {(data) => <Statement order={data} lineId={line!.id} debtors={debtors} />}
      </OwnedResource>
    </PersonalSpacePage>
  );
}

function Statement({ order, lineId, debtors }: { order: Commande; lineId: number; debtors: boolean }) {
  const line = order.lignes.find((l) => l.id === lineId)!;
  const unpaid = line.statut === 'EN_ATTENTE' || line.statut === 'ANNULE';
  const docs = useOrderDocuments(order.reference, order.date_commande, [line], !unpaid, line.id);
  const document = docs.status === 'ready' ? docs.documents.find((d) => d.id_article === line.id) : undefined;
  const e = line.entite;
  const debtor = e.critere?.denomination ? `débiteurs dont la dénomination approche « ${e.critere.denomination} »${e.critere.code_postal ? ` (code postal ${e.critere.code_postal})` : ''}` : `${e.denomination}${e.siren ? ` (SIREN ${formatSiren(e.siren)})` : ''}`;
  return (
    <>
      <SummaryList
        items={[
          { key: 'document', term: 'Document', description: line.libelle },
          { key: 'debiteur', term: debtors ? 'Débiteurs recherchés' : 'Débiteur', description: debtor },
          { key: 'etat', term: 'État', description: <LineStatus status={shownLineStatus(line, docs)} /> },
        ]}
      />
      {unpaid && <p>Cet état d'endettement n'est pas établi : la commande n'a pas été payée.</p>}
      {docs.status === 'loading' && <Loading label="Chargement de l'état d'endettement…" />}
      {docs.status === 'error' && <LoadFailed title="L'état d'endettement n'a pas pu être chargé" message={docs.message} onRetry={docs.retry} headingLevel={2} />}
      {docs.status === 'ready' && (
        <>
          <p role="status" className={document ? 'visually-hidden' : undefined}>
            {document
              ? "L'état d'endettement est disponible."
              : docs.pending.length > 0 && docs.polling
                ? "Cet état d'endettement est en cours de production par le greffe… Il s'affichera ici dès qu'il sera établi."
                : docs.pending.length > 0
                  ? "La production de cet état d'endettement prend plus de temps que prévu."
                  : "Cet état d'endettement n'est pas disponible."}
          </p>
          {docs.problem && <LoadFailed title="L'état d'endettement n'a pas pu être mis à jour" message={docs.problem} onRetry={docs.refresh} headingLevel={2} />}
          {!document && !docs.problem && docs.pending.length > 0 && !docs.polling && (
            <p>
              <Button variant="secondary" onClick={docs.refresh}>
                Vérifier à nouveau
              </Button>
            </p>
          )}
          {document && <DebtStatement document={document} debtors={debtors} />}
        </>
      )}
      <p className="btn-group">
        {!debtors && e.critere?.denomination && <Link to={debtStatusPath(order.reference, order.date_commande, line.id, true)}>Voir les débiteurs recherchés</Link>}
        {debtors && <Link to={debtStatusPath(order.reference, order.date_commande, line.id)}>Voir les inscriptions</Link>}
        {e.id_entreprise !== null && <Link to={insolvencyPath(order.reference, order.date_commande, line.id)}>Procédures collectives du débiteur</Link>}
        <Link to={orderPath(order.reference, order.date_commande)}>Retour à la commande</Link>
      </p>
    </>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { debtStatusNeeds };
