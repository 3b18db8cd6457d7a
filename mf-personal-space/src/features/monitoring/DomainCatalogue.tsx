import { CATALOGUE_EVENEMENTS, CODES_EVENEMENT, GROUPES_SURVEILLANCE, LIBELLES_GROUPE_SURVEILLANCE, LIBELLES_SOURCE_EVENEMENT, EVENT_SOURCES } from '@portail/shared';

/**
 * What each monitoring domain reveals ("catalogue impact dossier"): the changes of the catalogue
 * grouped by the domains that cover them, and where the changes come from.
 */
export function DomainCatalogue() {
  return (
    <section aria-labelledby="catalogue-domaines" className="domain-catalogue field-grid">
      <h2 id="catalogue-domaines">Ce que révèle chaque domaine</h2>
      <dl className="field-grid__items domain-catalogue__list">
        {GROUPES_SURVEILLANCE.map((domain) => (
          <div key={domain} className="domain-catalogue__item">
            <dt>{LIBELLES_GROUPE_SURVEILLANCE[domain]}</dt>
            <dd>
              <ul>
                {CODES_EVENEMENT.filter((code) => (CATALOGUE_EVENEMENTS[code].groupes as readonly string[]).includes(domain)).map((code) => (
                  <li key={code}>{CATALOGUE_EVENEMENTS[code].libelle}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      <p>Sources : {EVENT_SOURCES.map((s) => LIBELLES_SOURCE_EVENEMENT[s]).join(', ')}.</p>
    </section>
  );
}
