import { useParams } from 'react-router';
import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';
import { NotFound } from '../../NotFound';

/** Registries are identified by 4 characters: the department (2A/2B in Corsica) and an ordinal. */
const REGISTRY_CODE = /^\d[\dAB]\d{2}$/i;

export function RegistryFichePage() {
  const { code = '' } = useParams();
  if (!REGISTRY_CODE.test(code)) return <NotFound />;
  const upper = code.toUpperCase();
  return (
    <PageFrame
      title={`Greffe ${upper}`}
      heading={`Fiche du greffe n° ${upper}`}
      breadcrumb={[{ label: 'Rechercher un greffe', href: '/rechercher-un-greffe' }, { label: `Greffe ${upper}` }]}
      description={`Le greffe n° ${upper} : son rôle, son ressort et les documents qui y sont déposés.`}
    >
      <p>
        La fiche d'un greffe présente ses coordonnées, ses horaires d'ouverture et les communes de son ressort. Le
        greffe tient le registre du commerce et des sociétés des entreprises dont le siège est situé dans ce
        ressort : c'est auprès de lui que sont déposés leurs actes et leurs comptes annuels.
      </p>
      <p>
        <SiteLink href="/rechercher-un-greffe">Rechercher un autre greffe</SiteLink>
      </p>
    </PageFrame>
  );
}
