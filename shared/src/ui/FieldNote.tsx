import type { ReactNode } from 'react';

interface FieldNoteProps {
  /** The id the control names in its aria-describedby; without one, the note has nothing to say. */
  id: string | undefined;
  className: string;
  /** A paragraph under a field, a span inside a label, a block under a switch. */
  as?: 'p' | 'span' | 'div';
  children: ReactNode;
}

/**
 * A control's hint, error, description or reason, drawn only when the control points at it, so
 * that aria-describedby never names an element that is not there and no empty note is drawn.
 */
export function FieldNote({ id, className, as: Tag = 'p', children }: FieldNoteProps) {
  if (!id) return null;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
