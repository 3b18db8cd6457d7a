import { useSearchParams } from 'react-router';
import { Link } from '@portail/shared/src/routing/RouterLink';
import { PersonalSpacePage } from '../layout/PersonalSpacePage';

export function FormalityOrderPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim();
  const formality = params.get('identifiantFormalite')?.trim();
  return (
    <PersonalSpacePage
      title={ref ? `Commande de formalité ${ref}` : 'Commande de formalité'}
      trail={[{ label: 'Mes formalités', href: '/espace-personnel/mes-formalites' }]}
      crumb="Commande"
      description="Le détail d'une commande liée à une formalité."
    >
      {(ref || formality) && (
        <dl className="data-list">
          {ref && (
            <div className="data-list__item">
              <dt>Référence</dt>
              <dd>{ref}</dd>
            </div>
          )}
          {formality && (
            <div className="data-list__item">
              <dt>Identifiant de la formalité</dt>
              <dd>{formality}</dd>
            </div>
          )}
        </dl>
      )}
      <p>
        Le détail de la commande présente les documents et les frais liés à la formalité.{' '}
        <Link to="/espace-personnel/mes-formalites">Retour à mes formalités</Link>
      </p>
    </PersonalSpacePage>
  );
}
