import { Highlight, ResultCard, formatDateFr, searchHitNumber, searchHitPath, type ResultCardFact, type SearchHit } from '@portail/shared';
import { matchReason } from '../links';
import { HitTitle } from './HitTitle';
import { StatusBadge } from '../../states';

/** A company or establishment of the results: its name (the link), state, identifier, legal form, activity, city, creation date. */
export function CompanyCard({ hit, words }: { hit: SearchHit; words: readonly string[] }) {
  const name = hit.denomination ?? hit.enseigne ?? 'Entreprise non diffusible';
  const reason = matchReason(hit);
  const id = searchHitNumber(hit);
  const city = [hit.adresse.code_postal, hit.adresse.commune].filter(Boolean).join(' ');
  const facts: ResultCardFact[] = [
    { label: id.label, value: id.value },
    ...(hit.forme_juridique ? [{ label: 'Forme juridique', value: hit.forme_juridique.libelle }] : []),
    ...(hit.activite.libelle ? [{ label: 'Activité', value: hit.activite.libelle }] : []),
    ...(city ? [{ label: 'Ville', value: city, icon: 'map-pin' as const }] : []),
    ...(hit.date_creation ? [{ label: 'Date de création', value: `Créée le ${formatDateFr(hit.date_creation)}`, icon: 'calendar' as const }] : []),
  ];
  return (
    <ResultCard
      className="company-card"
      title={<HitTitle href={searchHitPath(hit)} name={name} words={words} />}
      status={
        <>
          {hit.type_entite === 'ETABLISSEMENT' && <span className="company-card__kind">{hit.siege ? 'Établissement siège' : 'Établissement'}</span>}
          <StatusBadge etat={hit.etat} />
        </>
      }
      facts={facts}
    >
      {reason && (
        <p className="company-card__reason">
          <Highlight text={reason} words={words} />
        </p>
      )}
    </ResultCard>
  );
}
