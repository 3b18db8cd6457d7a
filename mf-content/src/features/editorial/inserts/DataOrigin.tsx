import { FictitiousDataBanner, LoadFailed, Loading, dataOriginCall, useResource, type ProvenanceDonnees } from '@portail/shared';

/** Where the records come from, as the API knows it: never a public source the site does not load. */
export function dataOriginText(origin: ProvenanceDonnees): string[] {
  if (!origin.corpus_genere) {
    return [
      'Les fiches reposent sur les données publiques des répertoires d’entreprises et des greffes, dont l’origine est précisée dans les mentions légales. Chaque partie d’une fiche indique sa source et la date de sa dernière mise à jour.',
    ];
  }
  return [
    'Ce site est une démonstration : les entreprises qu’il présente, leurs dirigeants, leurs chiffres, leurs actes et leurs documents sont générés automatiquement. Ils sont fictifs, même quand un nom ressemble à celui d’une entreprise existante, et chaque partie d’une fiche porte la mention « Données de démonstration ».',
    origin.sirene
      ? 'Certaines fiches proviennent en outre du répertoire SIRENE de l’Insee : leurs parties l’indiquent, avec la date de leur dernière mise à jour.'
      : 'Aucune donnée publique (répertoires d’entreprises, registres des greffes, annonces légales) n’est chargée sur ce site.',
  ];
}

/** « D'où viennent les données » on the about page: decided by what the API says of the site's data. */
export function DataOrigin() {
  const origin = useResource(dataOriginCall);
  return (
    <section aria-labelledby="origine-des-donnees" className="content-insert">
      <h2 id="origine-des-donnees">D’où viennent les données</h2>
      {origin.status === 'loading' && <Loading label="Chargement de l’origine des données" />}
      {origin.status === 'ready' && (
        <>
          <FictitiousDataBanner generated={origin.data.corpus_genere} />
          {dataOriginText(origin.data).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </>
      )}
      {(origin.status === 'error' || origin.status === 'not-found') && (
        <LoadFailed title="L’origine des données n’a pas pu être chargée" error={origin.error} onRetry={origin.retry} />
      )}
    </section>
  );
}
