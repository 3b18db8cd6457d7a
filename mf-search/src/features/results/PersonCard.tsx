import { ResultCard, formatSiren, monthLabel, type PersonHit, type ResultCardFact } from '@portail/shared';
import { executivePath } from '../links';
import { HitTitle } from './HitTitle';
import { StatusBadge } from '../../states';

/** An executive of the results, in the same card as companies: name (the link), birth, functions. */
export function PersonCard({ person, words }: { person: PersonHit; words: readonly string[] }) {
  const birth = [person.mois_naissance ? monthLabel(String(person.mois_naissance)) : null, person.annee_naissance].filter(Boolean).join(' ');
  const name = `${person.nom}${person.prenoms ? ` ${person.prenoms}` : ''}`;
  const facts: ResultCardFact[] = [
    ...(birth ? [{ label: 'Naissance', value: `Né(e) en ${birth}`, icon: 'calendar' as const }] : []),
    { label: 'Fonctions', value: `${person.nombre_fonctions} fonction${person.nombre_fonctions > 1 ? 's' : ''}`, icon: 'building' as const },
  ];
  return (
    <ResultCard
      className="person-card"
      title={<HitTitle href={executivePath(person)} name={name} words={words} />}
      facts={facts}
    >
      {person.fonctions.length > 0 && (
        <ul className="person-card__functions">
          {person.fonctions.slice(0, 3).map((f) => (
            <li key={`${f.entreprise.id}-${f.role.code}`}>
              {f.role.libelle} : {f.entreprise.denomination ?? formatSiren(f.entreprise.numero_identification)} <StatusBadge etat={f.entreprise.etat} />
            </li>
          ))}
        </ul>
      )}
    </ResultCard>
  );
}
