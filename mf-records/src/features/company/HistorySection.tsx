import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Button,
  FormField,
  GENRES_HISTORIQUE,
  LIBELLES_SOURCE_EVENEMENT,
  GENRES,
  Timeline,
  dayIn,
  useResource,
  type Entreprise,
  type EvenementHistorique,
  type Historique,
} from '@portail/shared';
import { Section, SectionBody } from '../../record/RecordParts';
import { dateOrDash } from '../../record/labels';
import { companyPath } from '../../record/paths';
import { companySection } from './sectionList';
import { HISTORY_PARAM, asOfHref, historyCall, historyGenreFrom } from './historyCalls';
import './history.css';

const HISTORY_ID = 'historique';

/** What changed, old value to new: « ancienne → nouvelle », read « devient » by screen readers. */
export function Change({ e }: { e: Pick<EvenementHistorique, 'ancienne_valeur' | 'nouvelle_valeur'> }) {
  if (e.ancienne_valeur && e.nouvelle_valeur) {
    return (
      <span className="record-change">
        <span>{e.ancienne_valeur}</span> <span aria-hidden="true">→</span>
        <span className="visually-hidden"> devient </span> <span>{e.nouvelle_valeur}</span>
      </span>
    );
  }
  return <span className="record-change">{e.nouvelle_valeur ?? (e.ancienne_valeur ? `Fin : ${e.ancienne_valeur}` : '')}</span>;
}

/** « Voir la fiche au … »: a date field leading to the record as of that day (its own address). */
export function AsOfForm({ company: c, initial = '' }: { company: Entreprise; initial?: string }) {
  const navigate = useNavigate();
  const [day, setDay] = useState(initial);
  const path = companyPath(c);
  const first = [c.date_creation, c.date_immatriculation].filter((d): d is string => !!d).sort()[0];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!day) return;
    event.preventDefault();
    navigate(asOfHref(path, day));
  };
  return (
    <form className="record-filter" method="get" action={path} onSubmit={submit}>
      <FormField
        label="Voir la fiche au"
        hint={first ? `Une date entre le ${dateOrDash(first)} et aujourd'hui.` : "Une date passée, jusqu'à aujourd'hui."}
        type="date"
        name="au"
        required
        value={day}
        min={first}
        max={dayIn(c.territoire)}
        onChange={(e) => setDay(e.currentTarget.value)}
      />
      <Button type="submit" variant="secondary">
        Afficher la fiche à cette date
      </Button>
    </form>
  );
}

/** The kind filter: a drop-down and its button, sent as `?historique=` so that a filtered history has its own address. */
function HistoryFilter({ company: c, history }: { company: Entreprise; history: Historique | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [genre, setGenre] = useState<string>(historyGenreFrom(params) ?? '');
  const counts = new Map(history?.genres.map((g) => [g.genre, g.nombre]) ?? []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = genre ? `?${new URLSearchParams({ [HISTORY_PARAM]: genre }).toString()}` : '';
    navigate(`${companyPath(c)}${q}#${HISTORY_ID}`, { preventScrollReset: true });
  };
  return (
    <form className="record-filter" method="get" action={`${companyPath(c)}#${HISTORY_ID}`} onSubmit={submit}>
      <FormField label="Type d'événements">
        <select name={HISTORY_PARAM} value={genre} onChange={(e) => setGenre(e.currentTarget.value)}>
          <option value="">Tous les événements</option>
          {GENRES.map((g) => (
            <option key={g} value={g}>
              {`${GENRES_HISTORIQUE[g].libelle}${counts.has(g) ? ` (${counts.get(g)})` : ''}`}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" variant="secondary">
        Filtrer
      </Button>
    </form>
  );
}

/**
 * « Historique »: every dated event of the company, newest first (changes, filings, procedures,
 * executives), each with what changed and its source; filtered by kind through the address.
 */
export function HistorySection({ company: c }: { company: Entreprise }) {
  const [params] = useSearchParams();
  const genre = historyGenreFrom(params);
  const history = useResource(historyCall(c.id, genre));
  return (
    <Section {...companySection('historique')}>
      <div className="record-filters">
        <HistoryFilter company={c} history={history.status === 'ready' ? history.data : null} />
        <AsOfForm company={c} />
      </div>
      <SectionBody state={history} lines={6} isEmpty={(h) => h.evenements.length === 0} empty={genre ? 'Aucun événement de ce type.' : 'Aucun événement enregistré.'}>
        {(h) => (
          <Timeline
            label="Événements, du plus récent au plus ancien"
            steps={h.evenements.map((e, i) => ({
              key: `${e.date}-${e.code}-${i}`,
              at: e.date,
              date: dateOrDash(e.date),
              label: <strong>{e.libelle}</strong>,
              detail: (
                <>
                  <Change e={e} />
                  <span className="record-source"> Source : {LIBELLES_SOURCE_EVENEMENT[e.source]}</span>
                </>
              ),
            }))}
          />
        )}
      </SectionBody>
    </Section>
  );
}
