import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { Alert, LoadFailed, Loading, authStore, useResource } from '@portail/shared';
import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';
import { fetchOrder } from './api';
import { HISTORY_PATH, ORDERS_CRUMB, orderPath } from './paths';

/**
 * …/commande/{numCommande}/procedure-collective/{idArticle} (SPEC §2). No article of the price grid
 * is a collective-procedure document yet: an order's line is never one, and the page says the
 * document is not part of the order rather than showing anything it does not have.
 */
export function InsolvencyProceedingPage() {
  const { numCommande = '' } = useParams();
  const connected = useStore(authStore, (s) => s.connected);
  const order = useResource(connected ? `commande:${numCommande}:` : null, (signal) => fetchOrder(numCommande, null, signal));
  return (
    <PersonalSpacePage title="Procédure collective" trail={[ORDERS_CRUMB]} description="Les documents de procédure collective d'une commande.">
      {order.status === 'loading' && <Loading label="Chargement de la commande…" />}
      {order.status === 'error' && (
        <LoadFailed title="La commande n'a pas pu être chargée" message={order.error.message} onRetry={order.retry} headingLevel={2} />
      )}
      {(order.status === 'not-found' || order.status === 'ready') && (
        <Alert tone="error" title="Ce document de procédure collective est introuvable" headingLevel={2}>
          <p>
            {order.status === 'ready'
              ? `La commande ${order.data.reference} ne comprend pas de document de procédure collective.`
              : "Cette commande n'existe pas ou n'a pas été passée par l'un de vos comptes clients."}
          </p>
          <Link to={order.status === 'ready' ? orderPath(order.data.reference, order.data.date_commande) : HISTORY_PATH}>{order.status === 'ready' ? 'Retour à la commande' : 'Voir mes commandes'}</Link>
        </Alert>
      )}
    </PersonalSpacePage>
  );
}
