import { Component, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Icon, navigateTo, SEARCH_RESULTS_PATH, searchResultsTarget, searchWording } from '@portail/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SearchBoost } from '@portail/shared/site/variants';
import { federationReady } from '../federation';
import remoteModules from '../../../registry/remote-modules.json';

interface SearchBarProps {
  boost?: SearchBoost;
  initialQuery?: string;
  autoFocus?: boolean;
}

const BASIC_INPUT_ID = 'header-search-basic';

let widgetLoad: Promise<ComponentType<SearchBarProps>> | null = null;

/** mf-search's header widget, loaded once per page. */
function loadWidget(): Promise<ComponentType<SearchBarProps>> {
  widgetLoad ??= (async () => {
    if (!(await federationReady)) throw new Error('Barre de recherche indisponible');
    const mod = await loadRemote<{ default: ComponentType<SearchBarProps> }>(remoteModules.searchBar);
    if (!mod?.default) throw new Error('Barre de recherche indisponible');
    return mod.default;
  })();
  widgetLoad.catch(() => {
    widgetLoad = null;
  });
  return widgetLoad;
}

const RESULTS = SEARCH_RESULTS_PATH;

/** Where a search from the header leads: an identifier straight to its search, text to results. */
export const headerSearchTarget = searchResultsTarget;

/**
 * The header's own search form: shown until the visitor shows intent (focus, pointer), then
 * replaced by mf-search's widget; kept whenever mf-search is unavailable. Works without script.
 */
export function BasicSearchForm({ onIntent, boost }: { onIntent?: () => void; boost?: SearchBoost }) {
  const wording = searchWording(boost);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('phrase') as HTMLInputElement;
    navigateTo(headerSearchTarget(input.value));
  };
  return (
    <form role="search" className="header-search" action={RESULTS} method="get" onSubmit={submit} onPointerEnter={onIntent} onFocus={onIntent}>
      <label htmlFor={BASIC_INPUT_ID} className="visually-hidden">
        {wording.label}
      </label>
      <input id={BASIC_INPUT_ID} name="phrase" type="search" placeholder={wording.placeholder} autoComplete="off" />
      <input type="hidden" name="recherche" value="entreprises" />
      <button type="submit" className="btn btn--primary">
        <Icon name="search" className="header-search__icon" />
        <span className="visually-hidden-phone">Rechercher</span>
      </button>
    </form>
  );
}

class WidgetBoundary extends Component<{ children: ReactNode; boost?: SearchBoost }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <BasicSearchForm boost={this.props.boost} /> : this.props.children;
  }
}

export function SearchSlot({ boost }: SearchBarProps) {
  // The widget (suggestions as you type) loads on intent, not with every page. The plain form
  // stays in place meanwhile, and what was typed and the focus carry over to the widget.
  const [widget, setWidget] = useState<{ Bar: ComponentType<SearchBarProps>; query: string; focus: boolean } | null>(null);
  const onIntent = () => {
    loadWidget().then(
      (Bar) => {
        const basic = document.getElementById(BASIC_INPUT_ID) as HTMLInputElement | null;
        setWidget({ Bar, query: basic?.value ?? '', focus: basic !== null && document.activeElement === basic });
      },
      () => undefined,
    );
  };
  if (!widget) return <BasicSearchForm onIntent={onIntent} boost={boost} />;
  const { Bar } = widget;
  return (
    <WidgetBoundary boost={boost}>
      <Bar boost={boost} initialQuery={widget.query} autoFocus={widget.focus} />
    </WidgetBoundary>
  );
}
