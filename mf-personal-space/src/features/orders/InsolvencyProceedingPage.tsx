import { Badge, Card, EmptyState, LoadFailed, Loading, SummaryList, formatDateParis, formatSiren, useResource, type Commande, type LigneCommande, type ProcedureCollective } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { OwnedResource } from '../../layout/OwnedResource';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { proceduresCall } from './api';
import { insolvencyProceedingNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { HISTORY_PATH, ORDERS_CRUMB, orderCrumb, orderPath } from './paths';

/**
 * …/commande/{numCommande}/procedure-collective/{idArticle} (SPEC §2): the collective procedures of
 * the company an order line is about, as the registry publishes them today. A line that is not
 * one of the customer's, or that is about no registered company, is not found.
 */
export function InsolvencyProceedingPage() {
  const needs = usePageNeeds(insolvencyProceedingNeeds);
  const { idArticle } = needs;
  const order = useResource(needs.order);
  const ready = order.status === 'ready' ? order.data : null;
  const line = ready?.lignes.find((l) => String(l.id) === idArticle && l.entite.id_entreprise !== null);
  return (
    <PersonalSpacePage
      title={line ? `Procédures collectives – ${line.entite.denomination}` : 'Procédures collectives'}
      heading="Procédures collectives"
      trail={ready && line ? [ORDERS_CRUMB, orderCrumb(ready.reference, ready.date_commande)] : [ORDERS_CRUMB]}
      crumb="Procédures collectives"
      description="Les procédures collectives (sauvegarde, redressement, liquidation) de l'entreprise d'un document commandé."
    >
      <OwnedResource
        resource={order}
        valid={!(ready && !line)}
        missing={{
          title: 'Ce document est introuvable',
          ...(ready
            ? { text: `La commande ${ready.reference} ne comprend pas ce document d'entreprise.`, to: orderPath(ready.reference, ready.date_commande), label: 'Retour à la commande' }
            : { text: "Cette commande n'existe pas ou n'a pas été passée par l'un de vos comptes clients.", to: HISTORY_PATH, label: 'Voir mes commandes' }),
        }}
        loadingLabel="Chargement de la commande…"
        failedTitle="La commande n'a pas pu être chargée"
      >
        {(data) => <Procedures order={data} line={line!} />}
      </OwnedResource>
    </PersonalSpacePage>
  );
}

function Procedures({ order, line }: { order: Commande; line: LigneCommande }) {
  const id = line.entite.id_entreprise!;
  const procedures = useResource(proceduresCall(id));
  const company = `${line.entite.denomination}${line.entite.siren ? ` (SIREN ${formatSiren(line.entite.siren)})` : ''}`;
  return (
    <>
      <p>
        Entreprise : <strong>{company}</strong>, objet de la ligne « {line.libelle} » de la commande {order.reference}. Les procédures sont celles que
        publie le registre aujourd'hui.
      </p>
      {procedures.status === 'loading' && <Loading label="Chargement des procédures collectives…" />}
      {procedures.status === 'error' && <LoadFailed title="Les procédures n'ont pas pu être chargées" error={procedures.error} onRetry={procedures.retry} headingLevel={2} />}
      {procedures.status === 'ready' && procedures.data.items.length === 0 && (
        <EmptyState title="Aucune procédure collective">
          <p>Le registre ne mentionne aucune procédure collective ouverte contre {line.entite.denomination}.</p>
        </EmptyState>
      )}
      {procedures.status === 'ready' && procedures.data.items.length > 0 && (
        <ul className="document-list" aria-label={`Procédures collectives de ${line.entite.denomination}`}>
          {procedures.data.items.map((p) => (
            <li key={p.id}>
              <ProcedureCard procedure={p} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={orderPath(order.reference, order.date_commande)}>Retour à la commande</Link>
      </p>
    </>
  );
}

function ProcedureCard({ procedure: p }: { procedure: ProcedureCollective }) {
  return (
    <Card title={p.libelle} headingLevel={2}>
      <SummaryList
        items={[
          { key: 'etat', term: 'État', description: p.statut === 'EN_COURS' ? <Badge tone="warning">En cours</Badge> : <Badge tone="neutral">Clôturée le {formatDateParis(p.date_cloture)}</Badge> },
          { key: 'jugement', term: "Jugement d'ouverture", description: formatDateParis(p.date_jugement) },
          ...(p.date_cessation_paiements ? [{ key: 'cessation', term: 'Cessation des paiements', description: formatDateParis(p.date_cessation_paiements) }] : []),
          ...(p.greffe ? [{ key: 'greffe', term: 'Greffe', description: p.greffe.nom }] : []),
          ...(p.mandataire ? [{ key: 'mandataire', term: 'Mandataire judiciaire', description: p.mandataire }] : []),
        ]}
      />
      {p.evenements.length > 0 && (
        <>
          <h3>Étapes de la procédure</h3>
          <ol>
            {p.evenements.map((e, i) => (
              <li key={i}>
                <time dateTime={e.date}>{formatDateParis(e.date)}</time> : {e.libelle}
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { insolvencyProceedingNeeds };
