import { Alert, FictitiousDataBanner, PageFrame, describeError, useNoIndex, useResource, type Entreprise, type FicheAu, type ProvenanceDonnees } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { Facts, Section, Skeleton } from '../../record/RecordParts';
import { SEARCH_CRUMB } from '../../record/crumbs';
import { companyName, dateOrDash, identifierLabel } from '../../record/labels';
import { companyPath } from '../../record/paths';
import { AsOfForm } from './HistorySection';
import { ProvenanceProvider, SectionSource } from './SectionSource';
import { asOfCall } from './historyCalls';

/** A list of people in office on the day, or the sentence that there was none. */
function People({ people, none }: { people: FicheAu['dirigeants']; none: string }) {
  if (people.length === 0) return <p className="record-empty">{none}</p>;
  return (
    <ul className="record-list">
      {people.map((p, i) => (
        <li key={`${p.nom}-${i}`}>
          <strong>{p.nom}</strong>, {p.role}
          {p.depuis ? ` depuis le ${dateOrDash(p.depuis)}` : ''}
          {p.detail ? ` – ${p.detail}` : ''}
        </li>
      ))}
    </ul>
  );
}

function AsOfSections({ f }: { f: FicheAu }) {
  return (
    <ProvenanceProvider value={f.provenance}>
      <Section id="identite" title="Identité" source={<SectionSource section="identite" />}>
        <Facts
          items={[
            ['Dénomination', f.denomination],
            ['Forme juridique', f.forme_juridique],
            ['Capital social', f.capital ?? 'Non renseigné'],
            ['Activité', f.activite],
            ["État de l'entreprise", f.etat_libelle],
            ['Date de création', dateOrDash(f.date_creation)],
            ["Date d'immatriculation", f.date_immatriculation ? dateOrDash(f.date_immatriculation) : null],
          ]}
        />
      </Section>
      <Section id="siege" title="Siège social" source={<SectionSource section="siege" />}>
        <Facts items={[['Adresse', f.siege ?? 'Non renseignée']]} />
      </Section>
      <Section id="dirigeants" title="Dirigeants" source={<SectionSource section="dirigeants" />}>
        <People people={f.dirigeants} none="Aucun dirigeant en fonction à cette date." />
      </Section>
      {f.commissaires.length > 0 && (
        <Section id="commissaires" title="Commissaires aux comptes" source={<SectionSource section="commissaires" />}>
          <People people={f.commissaires} none="" />
        </Section>
      )}
      <Section id="procedures" title="Procédures collectives" source={<SectionSource section="procedures" />}>
        {f.procedures.length === 0 ? (
          <p className="record-empty">Aucune procédure collective ouverte à cette date.</p>
        ) : (
          <ul className="record-list">
            {f.procedures.map((p, i) => (
              <li key={`${p.date_jugement}-${i}`}>
                {p.libelle}, jugement du {dateOrDash(p.date_jugement)} : {p.statut.toLowerCase()} à cette date
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="depots" title="Derniers actes déposés à cette date" source={<SectionSource section="depots" />}>
        {f.mentions.length === 0 ? (
          <p className="record-empty">Aucun acte déposé à cette date.</p>
        ) : (
          <ul className="record-list">
            {f.mentions.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        )}
      </Section>
    </ProvenanceProvider>
  );
}

/**
 * The record as it stood on `date` (`?au=`): a banner says so and leads back to today's record;
 * kept out of search engines. A day the record cannot be shown for (future, before the company,
 * malformed) gets the API's French reason.
 */
export function AsOfRecord({ company: c, date, origin }: { company: Entreprise; date: string; origin: ProvenanceDonnees | null }) {
  useNoIndex();
  const name = companyName(c);
  const fiche = useResource(asOfCall(c.id, date));
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? dateOrDash(date) : date;
  const back = (
    <Link to={companyPath(c)} className="record-back">
      Revenir à la fiche d'aujourd'hui
    </Link>
  );
  return (
    <>
      <div className="record-notices">
        <FictitiousDataBanner generated={origin?.corpus_genere ?? false} />
      </div>
      <PageFrame
        title={`${name} au ${day} (${identifierLabel(c)})`}
        heading={`${name} au ${day}`}
        breadcrumb={[SEARCH_CRUMB, { label: name, href: companyPath(c) }, { label: `Fiche au ${day}` }]}
        description={`La fiche de ${name} telle qu'elle était au ${day} : identité, siège, dirigeants, capital et état.`}
      >
        {fiche.status === 'error' ? (
          <Alert tone="error" title="Cette date ne peut pas être affichée">
            <p>{describeError(fiche.error).message}</p>
            <p>{back}</p>
          </Alert>
        ) : (
          <div data-testid="as-of-banner">
            <Alert tone="info" title={`Fiche telle qu'elle était au ${day}`}>
              <p>
                Les informations ci-dessous sont celles que le registre contenait à cette date : les changements enregistrés depuis en ont été retirés. Elles
                peuvent différer de la situation actuelle.
              </p>
              <p>{back}</p>
            </Alert>
          </div>
        )}
        <AsOfForm company={c} initial={/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : ''} />
        {fiche.status === 'loading' && <Skeleton lines={10} label="Chargement de la fiche à cette date…" />}
        {fiche.status === 'ready' && <AsOfSections f={fiche.data} />}
      </PageFrame>
    </>
  );
}
