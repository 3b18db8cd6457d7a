import { Link } from 'react-router';
import { PageFrame } from '@portail/shared';

export function CaseSearchPage() {
  return (
    <PageFrame
      title="Consulter une affaire"
      heading="Consulter une affaire au tribunal de commerce"
      breadcrumb={[{ label: 'Services', href: '/services/' }, { label: 'Consulter une affaire' }]}
      description="Suivez l'avancement d'une affaire portée devant un tribunal de commerce : audiences, renvois et décisions."
    >
      <p>
        Vous êtes partie à une affaire portée devant un tribunal de commerce, ou son représentant ? Suivez son
        avancement : dates d'audience, renvois et décision rendue.
      </p>
      <section aria-labelledby="case-how">
        <h2 id="case-how">Comment retrouver une affaire ?</h2>
        <p>
          Munissez-vous du numéro de rôle général (RG) attribué à l'affaire par le greffe lors de l'enrôlement : il
          figure sur les convocations et les courriers du greffe.
        </p>
        <p>
          Pour toute question sur une procédure en cours, adressez-vous au greffe du tribunal saisi :{' '}
          <Link to="/rechercher-un-greffe">trouver un greffe</Link>.
        </p>
      </section>
    </PageFrame>
  );
}
