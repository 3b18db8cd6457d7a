import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import { classNames } from './classNames';

export interface CopyButtonProps {
  /** The text put in the clipboard: the raw digits ("965165210"). */
  value: string;
  /** Accessible name of the button: "Copier le SIREN 965 165 210". */
  label: string;
  /** What is shown before the button (the formatted number); default `value`. */
  children?: ReactNode;
  className?: string;
  /** Time the confirmation stays, in milliseconds. */
  resetAfterMs?: number;
}

type CopyState = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copié',
  failed: 'La copie a échoué : le numéro est sélectionné, copiez-le avec Ctrl+C (⌘+C sur Mac).',
};

/** Selects the text of `el`, so that the visitor can copy it by hand. */
function selectText(el: HTMLElement | null): void {
  const selection = el ? el.ownerDocument.defaultView?.getSelection() : null;
  if (!el || !selection) return;
  selection.removeAllRanges();
  const range = el.ownerDocument.createRange();
  range.selectNodeContents(el);
  selection.addRange(range);
}

/**
 * A value (SIREN, SIRET, RIDET) followed by a button that copies it to the clipboard. The outcome
 * is announced through a polite live region: "Copié", or, where the Clipboard API is missing or
 * refused, a message and the value selected for a manual copy.
 */
export function CopyButton({ value, label, children, className, resetAfterMs = 3000 }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const valueRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const settle = (next: CopyState) => {
    setState(next);
    if (timer.current) clearTimeout(timer.current);
    if (next === 'copied') timer.current = setTimeout(() => setState('idle'), resetAfterMs);
  };

  const copy = async () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    try {
      if (!clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await clipboard.writeText(value);
      settle('copied');
    } catch {
      selectText(valueRef.current);
      settle('failed');
    }
  };

  return (
    <span className={classNames('copy-button', state !== 'idle' && `copy-button--${state}`, className)}>
      <span ref={valueRef} className="copy-button__value">
        {children ?? value}
      </span>
      <button type="button" className="copy-button__button" aria-label={label} onClick={copy}>
        <Icon name={state === 'copied' ? 'check' : 'copy'} size={18} />
      </button>
      <span role="status" className="copy-button__status">
        {MESSAGES[state]}
      </span>
    </span>
  );
}
