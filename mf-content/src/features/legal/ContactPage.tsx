import { PageFrame, SiteLink, useSite } from '@portail/shared';
import { ContactForm } from './ContactForm';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

export function ContactPage() {
  const siteName = useSite((s) => s.siteName);
  return (
    <PageFrame
      title="Contact"
      siteName={siteName}
      heading="Nous contacter"
      breadcrumb={[{ label: 'Contact' }]}
      description="Une question sur une commande, votre compte ou un document officiel ? Trouvez la bonne réponse ou contactez-nous."
    >
      <p>
        Une question sur une commande, votre compte ou un document ? La réponse se trouve peut-être déjà dans la{' '}
        <SiteLink href={contentRoutes.faq}>foire aux questions</SiteLink> ou dans les <SiteLink href={contentRoutes.help}>aides et tutoriels</SiteLink>.
      </p>
      <section aria-labelledby="contact-orders">
        <h2 id="contact-orders">Une question sur une commande</h2>
        <p>
          Munissez-vous de votre numéro de commande : il figure dans l'historique de{' '}
          <SiteLink href={personalSpaceRoutes.orderHistory}>vos commandes</SiteLink> et sur votre facture.
        </p>
      </section>
      <section aria-labelledby="contact-registry">
        <h2 id="contact-registry">Une question sur une formalité ou une inscription au registre</h2>
        <p>
          Les formalités et les inscriptions au registre du commerce et des sociétés relèvent du greffe du tribunal de
          commerce compétent : <SiteLink href={searchRoutes.registrySearch}>trouver son greffe</SiteLink>.
        </p>
      </section>
      <section aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Écrire au service client</h2>
        <p>Les champs marqués d'un astérisque (*) sont obligatoires. Un accusé de réception vous est envoyé par e-mail avec la référence de votre demande.</p>
        <ContactForm />
      </section>
    </PageFrame>
  );
}
