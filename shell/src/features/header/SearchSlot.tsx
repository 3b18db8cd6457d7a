import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationReady } from '../federation/startFederation';

interface SearchBarProps {
  boost?: 'NC' | null;
  initialQuery?: string;
  autoFocus?: boolean;
}

const BASIC_INPUT_ID = 'header-search-basic';

const RemoteSearchBar = lazy(async () => {
  if (!(await federationReady)) throw new Error('Barre de recherche indisponible');
  const mod = await loadRemote<{ default: ComponentType<SearchBarProps> }>('mf-search/SearchBar');
  if (!mod?.default) throw new Error('Barre de recherche indisponible');
  return { default: mod.default };
});

/** Used while the widget loads and whenever mf-search is unavailable: a plain GET form. */
export function BasicSearchForm() {
  return (
    <form role="search" className="header-search" action="/recherche-entreprise-dirigeant/resultats-de-recherche" method="get">
      <label htmlFor={BASIC_INPUT_ID} className="visually-hidden">
        Rechercher une entreprise, un dirigeant, un SIREN ou un SIRET
      </label>
      <input id={BASIC_INPUT_ID} name="phrase" type="search" placeholder="Entreprise, dirigeant, SIREN, SIRET" autoComplete="off" />
      <input type="hidden" name="recherche" value="entreprises" />
      <button type="submit" className="btn btn--primary">
        Rechercher
      </button>
    </form>
  );
}

class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <BasicSearchForm /> : this.props.children;
  }
}

/** What the visitor typed in the plain form before the widget replaced it is carried over. */
function HandOver({ boost }: SearchBarProps) {
  const basic = document.getElementById(BASIC_INPUT_ID) as HTMLInputElement | null;
  return <RemoteSearchBar boost={boost} initialQuery={basic?.value ?? ''} autoFocus={basic !== null && document.activeElement === basic} />;
}

export function SearchSlot({ boost }: SearchBarProps) {
  return (
    <WidgetBoundary>
      <Suspense fallback={<BasicSearchForm />}>
        <HandOver boost={boost} />
      </Suspense>
    </WidgetBoundary>
  );
}
