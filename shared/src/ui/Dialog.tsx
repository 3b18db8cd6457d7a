import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { defineStore } from '../stores/registry';
import { classNames } from './classNames';
import { getTabbable } from './focus';

export interface DialogProps {
  open: boolean;
  /** Accessible name of the dialog, shown as its heading. */
  title: ReactNode;
  /** Called on Escape, on the close button and on a click on the backdrop (when dismissible). */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons shown at the bottom of the dialog. */
  actions?: ReactNode;
  /** When false, Escape, the backdrop and the close button do not close the dialog. Default true. */
  dismissible?: boolean;
  /**
   * Element focused on open; by default the first focusable element of the body or actions, else
   * the close button, else the dialog itself.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
  className?: string;
}

/** How many dialogs are open in the page, whichever app opened them: the page scrolls again when none is. */
const openDialogs = () => defineStore('dialogs', () => ({ count: 0 }));

/**
 * Modal dialog rendered into document.body: focus moves inside on open, Tab and Shift+Tab cycle
 * within it, Escape closes it, and focus returns to the element that had it before opening.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  dismissible = true,
  initialFocusRef,
  describedBy,
  className,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Kept in refs so that a new callback on each render neither re-runs the focus effect nor goes stale.
  const onCloseRef = useRef(onClose);
  const initialFocusRefRef = useRef(initialFocusRef);
  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRefRef.current = initialFocusRef;
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      // The close button comes first in the DOM but is the least useful place to start from.
      const tabbable = getTabbable(dialog);
      const target =
        initialFocusRefRef.current?.current ??
        tabbable.find((el) => !el.classList.contains('dialog__close')) ??
        tabbable[0] ??
        dialog;
      target.focus();
    }

    const dialogs = openDialogs();
    dialogs.setState((s) => ({ count: s.count + 1 }));
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialogs.setState((s) => ({ count: s.count - 1 }));
      if (dialogs.getState().count === 0) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled here so that an enclosing dialog does not close as well.
      event.stopPropagation();
      if (dismissible) onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const tabbable = getTabbable(dialogRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && dialogRef.current.contains(active);
    if (event.shiftKey && (active === first || !inside || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // A press on the backdrop dismisses the dialog as Escape does from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {/* The dialog keeps Tab inside itself and closes on Escape. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={classNames('dialog', className)}
        onKeyDown={handleKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="dialog__close" aria-label="Fermer" onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children !== undefined && <div className="dialog__body">{children}</div>}
        {actions !== undefined && <div className="dialog__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
