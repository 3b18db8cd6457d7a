import { SiteLink } from '@portail/shared';

/** The documents a company record lets one order (SPEC §3 order shortcuts), with what each one is. */
export function OfficialDocuments() {
  return (
    <section aria-labelledby="official-documents">
      <h2 id="official-documents">Documents officiels</h2>
      <p>Les documents suivants sont délivrés par le greffe auprès duquel l'entreprise est immatriculée :</p>
      <ul>
        <li>
          <SiteLink href="/kbis-documents/extrait-kbis">Extrait Kbis</SiteLink> : la carte d'identité de l'entreprise,
          qui atteste de son immatriculation au registre du commerce et des sociétés.
        </li>
        <li>
          <SiteLink href="/kbis-documents/comptes-annuels">Comptes annuels</SiteLink> : bilan, compte de résultat et
          annexe déposés chaque année, sauf déclaration de confidentialité.
        </li>
        <li>
          <SiteLink href="/kbis-documents/actes-et-statuts">Actes et statuts</SiteLink> : statuts, procès-verbaux
          d'assemblée et autres actes déposés au greffe.
        </li>
        <li>
          <SiteLink href="/kbis-documents/etat-endettement">État d'endettement</SiteLink> : les privilèges et sûretés
          inscrits à l'encontre de l'entreprise.
        </li>
      </ul>
      <p>
        <SiteLink href="/tarifs">Consulter les tarifs</SiteLink>
      </p>
    </section>
  );
}
