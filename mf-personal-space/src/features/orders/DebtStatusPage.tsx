import { useParams, useSearchParams } from 'react-router';
import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';
import { ORDERS_CRUMB, orderCrumb, orderPath } from './paths';

/** An ordered debt-status statement; with `debtors`, the list of debtors it covers. */
export function DebtStatusPage({ debtors = false }: { debtors?: boolean }) {
  const { numCommande = '', idArticle = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date_commande');
  const base = `/espace-personnel/mes-commandes/mon-historique/commande/${encodeURIComponent(numCommande)}/etat-endettement/${encodeURIComponent(idArticle)}`;
  return (
    <PersonalSpacePage
      title={debtors ? `Débiteurs – état d'endettement, commande n° ${numCommande}` : `État d'endettement – commande n° ${numCommande}`}
      heading={debtors ? "Débiteurs de l'état d'endettement" : "État d'endettement"}
      trail={[ORDERS_CRUMB, orderCrumb(numCommande, date), ...(debtors ? [{ label: "État d'endettement", href: base }] : [])]}
      crumb={debtors ? 'Débiteurs' : "État d'endettement"}
      description="Un état d'endettement commandé : les inscriptions de privilèges et de sûretés."
    >
      <p>Commande n° {numCommande}.</p>
      {debtors ? (
        <p>
          Un état d'endettement peut couvrir plusieurs débiteurs : les inscriptions relevées sont présentées
          débiteur par débiteur. <Link to={base}>Retour à l'état d'endettement</Link>
        </p>
      ) : (
        <p>
          L'état d'endettement relève les inscriptions de privilèges et de sûretés prises à l'encontre d'une
          entreprise : privilèges du Trésor et de la sécurité sociale, nantissements, gages, opérations de
          crédit-bail… <Link to={`${base}/debiteurs`}>Voir les débiteurs</Link>
        </p>
      )}
      <p>
        <Link to={orderPath(numCommande, date)}>Retour à la commande</Link>
      </p>
    </PersonalSpacePage>
  );
}
