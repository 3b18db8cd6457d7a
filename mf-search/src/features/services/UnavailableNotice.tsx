/** What a service form shows when the API holds no data for it: said plainly, no fake results. */
export function UnavailableNotice({ what }: { what: string }) {
  return (
    <div className="service-unavailable" role="status">
      <p>
        <strong>Consultation indisponible sur ce portail.</strong> Les données {what} ne sont pas encore
        accessibles en ligne : aucune recherche n'a été effectuée. Adressez votre demande au greffe du tribunal de
        commerce compétent.
      </p>
    </div>
  );
}
