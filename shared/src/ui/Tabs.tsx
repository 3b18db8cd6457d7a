import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface TabItem {
  /** Stable key of the tab, passed to onChange. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection. */
  selectedId?: string;
  /** Initial selection when uncontrolled; defaults to the first enabled tab. */
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** Keep the content of hidden panels mounted (e.g. to preserve form state). Default false. */
  keepMounted?: boolean;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows move to the previous/next enabled tab
 * (wrapping), Home/End to the first/last, and only the selected tab is in the Tab order.
 */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onChange, keepMounted = false, className }: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((t) => !t.disabled);
  const [internalId, setInternalId] = useState(defaultSelectedId ?? enabled[0]?.id);
  const requested = selectedId ?? internalId;
  const activeId = enabled.some((t) => t.id === requested) ? requested : enabled[0]?.id;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setInternalId(id);
    if (id !== activeId) onChange?.(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focusedId = tabs.find((t) => tabRefs.current.get(t.id) === event.target)?.id ?? activeId;
    const index = enabled.findIndex((t) => t.id === focusedId);
    let next: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!next) return;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  return (
    <div className={classNames('tabs', className)}>
      {/* The selected tab takes the focus (roving tabindex); the arrows move it along the list. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={handleKeyDown}>
        {tabs.map((tab, i) => {
          const selected = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-controls={panelId(i)}
              aria-selected={selected}
              aria-disabled={tab.disabled || undefined}
              tabIndex={selected ? 0 : -1}
              className={classNames('tabs__tab', selected && 'is-selected')}
              onClick={() => {
                if (!tab.disabled) select(tab.id);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => {
        const selected = tab.id === activeId;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(i)}
            aria-labelledby={tabId(i)}
            tabIndex={0}
            hidden={!selected}
            className="tabs__panel"
          >
            {selected || keepMounted ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
