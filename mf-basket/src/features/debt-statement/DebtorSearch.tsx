import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  ChoiceList,
  ErrorSummary,
  FormField,
  POSTCODE_MESSAGE,
  ResultCard,
  formatSiren,
  isIdentifierError,
  parseIdentifier,
  searchHitName,
  searchHitNumber,
  useSite,
  userMessage,
  type FieldError,
  type SearchHit,
} from '@portail/shared';
import { siteVariant } from '@portail/shared/site/variants';
import type { Debtor } from './debtor';
import { companiesByName, companyByNumber, companyDebtor } from './search';

type Mode = 'numero' | 'nom';

type Found =
  | { by: 'numero'; typed: string; hit: SearchHit | null; siren: string | null }
  | { by: 'nom'; name: string; postcode: string | null; hits: SearchHit[]; total: number };

type Errors = Partial<Record<'numero' | 'nom' | 'codePostal', string>>;

/** What the number field accepts on each site: New Caledonia's companies have a RIDET. */
const NUMBER_FIELD = {
  FR: { mode: 'Son numéro SIREN', label: 'Numéro SIREN du débiteur', hint: '9 chiffres ; les espaces sont acceptés.', format: 'Saisissez un numéro SIREN de 9 chiffres.' },
  NC: {
    mode: 'Son numéro RIDET ou SIREN',
    label: 'Numéro RIDET ou SIREN du débiteur',
    hint: 'RIDET : 7 chiffres ; SIREN : 9 chiffres ; les espaces sont acceptés.',
    format: 'Saisissez un numéro RIDET de 7 chiffres ou un numéro SIREN de 9 chiffres.',
  },
} as const;

const CHECKSUM_MESSAGE = "Ce numéro n'est pas valide : sa clé de contrôle ne correspond pas. Vérifiez sa saisie.";
const POSTCODE = /^\d{5}$/;

/** The number to search for: a SIREN (a SIRET's first 9 digits), a RIDET without its rank; or the field's message. */
function numberToSearch(text: string, formatMessage: string): { number: string; siren: string | null } | { error: string } {
  const parsed = parseIdentifier(text);
  if (isIdentifierError(parsed)) return { error: parsed.error === 'CHECKSUM' ? CHECKSUM_MESSAGE : formatMessage };
  if (parsed.kind === 'RIDET') return { number: parsed.ridet, siren: null };
  return { number: parsed.siren, siren: parsed.siren };
}

/**
 * Step 1 of the order: the debtor, searched by number or by name with the site's company search. A
 * company found is chosen from its card; a debtor the registry does not hold can still be chosen by
 * its SIREN, or by its name, which the greffe searches among its own debtors.
 */
export function DebtorSearch({ onChoose }: { onChoose: (debtor: Debtor) => void }) {
  const id = useId();
  const site = useSite((s) => s);
  const { territory, searchBoost } = siteVariant(site);
  const numberField = NUMBER_FIELD[territory];
  const [mode, setMode] = useState<Mode>('numero');
  const [typed, setTyped] = useState<Record<keyof Errors, string>>({ numero: '', nom: '', codePostal: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const fieldIds = { numero: `${id}-numero`, nom: `${id}-nom`, codePostal: `${id}-code-postal` };
  /** A field's id (the error summary's link), what is typed in it and its error. */
  const field = (k: keyof Errors) => ({
    id: fieldIds[k],
    value: typed[k],
    onChange: (e: { target: { value: string } }) => setTyped((t) => ({ ...t, [k]: e.target.value })),
    error: errors[k],
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next: Errors = {};
    let search: (signal: AbortSignal) => Promise<Found>;
    if (mode === 'numero') {
      const number = typed.numero.trim();
      const target = number ? numberToSearch(number, numberField.format) : { error: numberField.format };
      if ('error' in target) next.numero = target.error;
      search = async (signal) => {
        if ('error' in target) throw new Error(target.error);
        return { by: 'numero', typed: number, hit: await companyByNumber(target.number, searchBoost, signal), siren: target.siren };
      };
    } else {
      const name = typed.nom.replace(/\s+/g, ' ').trim();
      const postcode = typed.codePostal.replace(/\s+/g, '');
      if (!name) next.nom = 'Saisissez le nom ou la dénomination du débiteur.';
      if (postcode && !POSTCODE.test(postcode)) next.codePostal = POSTCODE_MESSAGE;
      search = async (signal) => {
        const r = await companiesByName(name, postcode || null, searchBoost, signal);
        return { by: 'nom', name, postcode: postcode || null, hits: r.items, total: r.total };
      };
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setPending(true);
    setFailure(null);
    setFound(null);
    search(c.signal).then(
      (f) => {
        if (c.signal.aborted) return;
        setFound(f);
        setPending(false);
      },
      (error: unknown) => {
        if (c.signal.aborted) return;
        setFailure(userMessage(error));
        setPending(false);
      },
    );
  };

  const summary: FieldError[] = (Object.keys(errors) as (keyof Errors)[]).map((k) => ({ fieldId: fieldIds[k], message: errors[k]! }));

  return (
    <>
      <form aria-label="Recherche du débiteur" noValidate onSubmit={submit} className="debt-search">
        <ErrorSummary errors={summary} />
        <ChoiceList
          legend="Rechercher le débiteur par"
          name="recherche-debiteur"
          value={mode}
          onChange={(v) => {
            setMode(v as Mode);
            setErrors({});
          }}
          options={[
            { value: 'numero', label: numberField.mode },
            { value: 'nom', label: 'Son nom ou sa dénomination', description: 'Avec son code postal si vous le connaissez.' },
          ]}
        />
        {mode === 'numero' ? (
          <FormField {...field('numero')} label={numberField.label} hint={numberField.hint} name="numero" inputMode="numeric" autoComplete="off" required />
        ) : (
          <>
            <FormField {...field('nom')} label="Nom ou dénomination du débiteur" name="nom" autoComplete="off" required />
            <FormField
              {...field('codePostal')}
              label="Code postal (facultatif)"
              hint="5 chiffres : la recherche se limite alors à cette commune."
              name="code-postal"
              inputMode="numeric"
              autoComplete="off"
            />
          </>
        )}
        <Button type="submit" disabled={pending}>
          Rechercher
        </Button>
      </form>
      <div className="debt-search__results">
        <p role="status" className="debt-search__status">
          {pending ? 'Recherche en cours…' : found ? foundSummary(found) : ''}
        </p>
        {failure && (
          <Alert tone="error" title="La recherche n'a pas abouti" live="assertive">
            <p>{failure}</p>
          </Alert>
        )}
        {found?.by === 'numero' && <NumberResult found={found} onChoose={onChoose} />}
        {found?.by === 'nom' && <NameResults found={found} onChoose={onChoose} />}
      </div>
    </>
  );
}

function CompanyCard({ hit, onChoose }: { hit: SearchHit; onChoose: (debtor: Debtor) => void }) {
  const name = searchHitName(hit);
  const number = searchHitNumber(hit);
  return (
    <ResultCard
      title={name}
      facts={[
        { label: number.label, value: number.value },
        { label: 'Adresse', value: hit.adresse.ligne },
        ...(hit.etat === 'RADIEE' ? [{ label: 'État', value: 'Radiée' }] : []),
      ]}
    >
      <Button variant="secondary" onClick={() => onChoose(companyDebtor(hit))}>
        Choisir ce débiteur<span className="visually-hidden"> : {name}</span>
      </Button>
    </ResultCard>
  );
}

/** What the search found, in one sentence (announced). */
function foundSummary(found: Found): string {
  if (found.by === 'numero') {
    return found.hit ? `Une entreprise du registre porte le numéro ${found.typed}.` : `Aucune entreprise du registre ne porte le numéro ${found.typed}.`;
  }
  const what = `« ${found.name} »${found.postcode ? ` (code postal ${found.postcode})` : ''}`;
  if (found.hits.length === 0) return `Aucune entreprise du registre ne correspond à ${what}.`;
  if (found.total > found.hits.length) {
    return `${found.total} entreprises du registre correspondent à ${what} : voici les ${found.hits.length} premières. Précisez le nom ou ajoutez le code postal pour trouver les autres.`;
  }
  return found.hits.length === 1 ? `Une entreprise du registre correspond à ${what}.` : `${found.hits.length} entreprises du registre correspondent à ${what}.`;
}

function NumberResult({ found, onChoose }: { found: Extract<Found, { by: 'numero' }>; onChoose: (debtor: Debtor) => void }) {
  if (found.hit) return <CompanyCard hit={found.hit} onChoose={onChoose} />;
  const siren = found.siren;
  if (!siren) return <p>Vérifiez le numéro, ou recherchez le débiteur par son nom.</p>;
  return (
    <div className="debt-search__outside">
      <p>
        L'état d'endettement peut tout de même être demandé pour ce numéro : le greffe relève les inscriptions prises contre le
        débiteur qui le porte.
      </p>
      <Button variant="secondary" onClick={() => onChoose({ kind: 'siren', siren })}>
        Choisir le débiteur SIREN {formatSiren(siren)}
      </Button>
    </div>
  );
}

function NameResults({ found, onChoose }: { found: Extract<Found, { by: 'nom' }>; onChoose: (debtor: Debtor) => void }) {
  const where = found.postcode ? ` (code postal ${found.postcode})` : '';
  const byName: Debtor = { kind: 'name', denomination: found.name, postcode: found.postcode };
  return (
    <>
      {found.hits.length > 0 && (
        <ul className="debt-search__hits">
          {found.hits.map((hit) => (
            <li key={hit.id_entreprise}>
              <CompanyCard hit={hit} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      )}
      <div className="debt-search__outside">
        <p>
          {found.hits.length === 0 ? 'Le greffe peut tout de même rechercher le débiteur' : "Le débiteur n'est pas dans cette liste ? Le greffe peut le rechercher"}{' '}
          parmi les débiteurs dont le nom approche « {found.name} »{where}.
        </p>
        <Button variant="secondary" onClick={() => onChoose(byName)}>
          Choisir les débiteurs dont le nom approche « {found.name} »
        </Button>
      </div>
    </>
  );
}
