import type { ReactNode } from 'react';
import { classNames } from './classNames';

export interface FieldGridProps {
  /** The group's name: a fieldset and its legend when given, else a plain block. */
  legend?: ReactNode;
  /** The fields (FormField, SelectField…), laid out in as many columns as fit. */
  children: ReactNode;
  /** Buttons under the fields (submit, reset). */
  actions?: ReactNode;
  /** Narrowest a column gets: `narrow` (dates, short selects), default, or `wide` (long names). */
  columns?: 'narrow' | 'default' | 'wide';
  className?: string;
}

/**
 * A group of form fields (search criteria, filters) on a panel, side by side in as many columns of
 * a readable width as the space allows and one under the other on a phone, instead of fields
 * stretched across the page. Its grid (`field-grid__items`) also lays out a list of short blocks.
 */
export function FieldGrid({ legend, children, actions, columns = 'default', className }: FieldGridProps) {
  const body = (
    <>
      <div className="field-grid__items">{children}</div>
      {actions !== undefined && <div className="field-grid__actions btn-group">{actions}</div>}
    </>
  );
  const classes = classNames('field-grid', columns !== 'default' && `field-grid--${columns}`, className);
  return legend !== undefined ? (
    <fieldset className={classes}>
      <legend className="field-grid__legend">{legend}</legend>
      {body}
    </fieldset>
  ) : (
    <div className={classes}>{body}</div>
  );
}
