import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';

export function PrivacyPage() {
  return (
    <PageFrame
      title="Politique de confidentialité"
      heading="Politique de confidentialité et traitement des données personnelles"
      breadcrumb={[{ label: 'Politique de confidentialité' }]}
      description="Comment vos données personnelles sont traitées et comment exercer vos droits."
    >
      <p>
        Cette politique explique quelles données personnelles sont traitées lorsque vous utilisez le site, à quelles
        fins, et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD)
        et à la loi Informatique et Libertés.
      </p>
      <section aria-labelledby="privacy-public">
        <h2 id="privacy-public">Les informations publiées par le registre</h2>
        <p>
          Les informations inscrites au registre du commerce et des sociétés, dont l'identité des dirigeants, font
          l'objet d'une publicité légale : elles sont consultables par tous.
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Vos droits</h2>
        <p>
          Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de
          portabilité sur les données qui vous concernent, dans les conditions prévues par le RGPD. Vous pouvez
          également introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (
          <a href="https://www.cnil.fr" rel="noopener noreferrer" target="_blank">
            CNIL
          </a>
          ).
        </p>
      </section>
      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies</h2>
        <p>Vous pouvez modifier vos choix à tout moment depuis le lien « Préférences cookies » en bas de chaque page.</p>
      </section>
      <p>
        <SiteLink href="/cgu-cgv">Conditions générales d'utilisation et de vente</SiteLink>
      </p>
    </PageFrame>
  );
}
