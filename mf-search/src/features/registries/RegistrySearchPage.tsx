import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, SiteLink, keyedCall, registryPath, useResource, useSite, type Greffe } from '@portail/shared';
import { siteVariant } from '@portail/shared/site/variants';
import { searchRegistries } from '../../api/searchApi';
import { OneFieldForm } from '../../OneFieldForm';
import { Empty, LoadFailure, SkeletonList } from '../../states';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

export const REGISTRY_SEARCH_PATH = searchRoutes.registrySearch;

/** A postcode (5 digits) or a department number searches by competence; anything else by name or town. */
export function registryQuery(text: string): { q?: string; code_postal?: string; departement?: string } {
  const t = text.trim();
  if (/^\d{5}$/.test(t)) return { code_postal: t };
  if (/^(\d{2}|2[AB]|9[78]\d)$/i.test(t)) return { departement: t.toUpperCase() };
  return { q: t };
}

/** The registries a search asks for (the API's directory, searched by `query`). */
const registriesCall = (query: Parameters<typeof searchRegistries>[0]) => keyedCall('greffes', query, (signal) => searchRegistries(query, signal));

/** "Greffe…, 1 avenue…, 98800 Nouméa": a registry found, with its address, linking to its fiche. */
function RegistryItem({ g }: { g: Greffe }) {
  return (
    <li>
      <SiteLink href={registryPath(g)}>{g.nom}</SiteLink>
      <br />
      {[g.adresse.ligne, [g.adresse.code_postal, g.adresse.ville].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
    </li>
  );
}

/**
 * The registry page of a territory whose register one registry holds (New Caledonia: the tribunal
 * mixte de commerce de Nouméa): that registry, as the API's directory has it, and no search among
 * the mainland's.
 */
function TerritoryRegistryPage({ territory }: { territory: 'NC' }) {
  const state = useResource(registriesCall({ territoire: territory }));
  return (
    <PageFrame
      title="Le greffe de Nouvelle-Calédonie"
      heading="Le greffe de Nouvelle-Calédonie"
      breadcrumb={[{ label: 'Rechercher un greffe' }]}
      description="Le greffe du tribunal mixte de commerce de Nouméa tient le registre du commerce et des sociétés de toute la Nouvelle-Calédonie : adresse et fiche du greffe."
    >
      <p>
        En Nouvelle-Calédonie, un seul greffe tient le registre du commerce et des sociétés : celui du tribunal mixte
        de commerce de Nouméa, compétent pour les entreprises des trois provinces (Sud, Nord et Îles Loyauté).
      </p>
      <section aria-labelledby="registry-results" aria-live="polite">
        <h2 id="registry-results">Greffe compétent</h2>
        {(state.status === 'error' || state.status === 'not-found') && <LoadFailure error={state.error} retry={state.retry} />}
        {state.status === 'loading' && <SkeletonList rows={1} label="Chargement du greffe…" />}
        {state.status === 'ready' && (
          <ul className="registry-results">
            {state.data.items.map((g) => (
              <RegistryItem key={g.code} g={g} />
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to={searchRoutes.advancedSearch}>Rechercher une entreprise</Link> : sa fiche indique son RIDET et le
        greffe auprès duquel elle est immatriculée.
      </p>
    </PageFrame>
  );
}

export function RegistrySearchPage() {
  const territory = useSite((s) => siteVariant(s).territory);
  return territory === 'NC' ? <TerritoryRegistryPage territory={territory} /> : <RegistrySearch />;
}

/** The search among the registries of mainland France and its overseas departments. */
function RegistrySearch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = params.get('q')?.trim() ?? '';
  const state = useResource(current ? registriesCall(registryQuery(current)) : null);

  const search = (value: string) => {
    const t = value.trim();
    if (t.length < 2) return 'Minimum 2 caractères requis.';
    navigate(`${REGISTRY_SEARCH_PATH}?${new URLSearchParams({ q: t })}`);
    return undefined;
  };

  return (
    <PageFrame
      title={current ? `Rechercher un greffe : « ${current} »` : 'Rechercher un greffe'}
      heading="Rechercher un greffe de tribunal de commerce"
      breadcrumb={[{ label: 'Rechercher un greffe' }]}
      description="Trouvez le greffe du tribunal de commerce compétent par ville, code postal ou nom : adresse, ressort et fiche du greffe."
    >
      <p>
        Le greffe compétent est celui du tribunal de commerce dans le ressort duquel se trouve le siège de
        l'entreprise. Saisissez une ville, un code postal, un numéro de département ou le nom du greffe.
      </p>
      <OneFieldForm
        name="Rechercher un greffe"
        role="search"
        field={{ label: 'Ville, code postal ou nom du greffe', name: 'q' }}
        submitLabel="Rechercher"
        initial={current}
        onSend={search}
      />
      {current && (
        <section aria-labelledby="registry-results" aria-live="polite">
          <h2 id="registry-results">Greffes trouvés</h2>
          {(state.status === 'error' || state.status === 'not-found') && <LoadFailure error={state.error} retry={state.retry} />}
          {state.status === 'loading' && <SkeletonList rows={3} label="Recherche des greffes…" />}
          {state.status === 'ready' && state.data.items.length === 0 && (
            <Empty title="Aucun greffe ne correspond à votre recherche.">
              <p>Essayez avec le code postal du siège de l'entreprise.</p>
            </Empty>
          )}
          {state.status === 'ready' && state.data.items.length > 0 && (
            <ul className="registry-results">
              {state.data.items.map((g) => (
                <RegistryItem key={g.code} g={g} />
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="registry-competence">
        <h2 id="registry-competence">Quel greffe est compétent ?</h2>
        <ul>
          <li>
            En Alsace-Moselle (Bas-Rhin, Haut-Rhin et Moselle), le registre est tenu par le greffe des chambres
            commerciales des tribunaux judiciaires.
          </li>
          <li>
            Dans les départements d'outre-mer, les affaires commerciales relèvent des tribunaux mixtes de
            commerce ; en Nouvelle-Calédonie, du tribunal mixte de commerce de Nouméa.
          </li>
        </ul>
        <p>
          <Link to={searchRoutes.advancedSearch}>Rechercher une entreprise</Link> : sa fiche
          indique le greffe auprès duquel elle est immatriculée.
        </p>
      </section>
    </PageFrame>
  );
}
