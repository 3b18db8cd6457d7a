import { cloneElement, isValidElement, useId, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { classNames } from './classNames';
import { FieldNote } from './FieldNote';

/** Accessibility attributes that FormField gives to its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

type ControlElement = ReactElement<Partial<FieldControlProps> & { id?: string }>;

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  /** Help text shown under the label. */
  hint?: ReactNode;
  /** Error message; marks the control invalid. */
  error?: ReactNode;
  /** Shows the required marker and marks the control required. */
  required?: boolean;
  /**
   * A custom control (select, textarea…) instead of the default input, as an element (its id and
   * aria attributes are completed) or as a function receiving the attributes to spread.
   */
  children?: ControlElement | ((control: FieldControlProps) => ReactNode);
  /** Class of the wrapper; `className` goes to the default input. */
  fieldClassName?: string;
}

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * A labelled form control with an optional hint and error message, both linked to the control
 * through aria-describedby; the control gets aria-invalid when there is an error.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  children,
  fieldClassName,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const childId = isValidElement(children) ? (children as ControlElement).props.id : undefined;
  const controlId = id ?? childId ?? `${generatedId}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;

  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(describedBy, hintId, errorId),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  let controlNode: ReactNode;
  if (typeof children === 'function') {
    controlNode = children(control);
  } else if (isValidElement(children)) {
    const own = (children as ControlElement).props;
    controlNode = cloneElement(children as ControlElement, {
      ...control,
      'aria-describedby': joinIds(own['aria-describedby'], control['aria-describedby']),
    });
  } else {
    controlNode = <input className={classNames('form-field__input', className)} required={required} {...inputProps} {...control} />;
  }

  return (
    <div className={classNames('form-field', hasError && 'form-field--invalid', fieldClassName)}>
      <label htmlFor={controlId} className="form-field__label">
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <FieldNote id={hintId} className="form-field__hint">
        {hint}
      </FieldNote>
      {controlNode}
      <FieldNote id={errorId} className="form-field__error">
        {error}
      </FieldNote>
    </div>
  );
}
