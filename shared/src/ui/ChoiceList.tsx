import { useId, type ReactNode } from 'react';
import { classNames } from './classNames';
import { FieldNote } from './FieldNote';

export interface ChoiceListOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Why the option cannot be chosen; shown (and linked to the radio button) when it is disabled. */
  disabledReason?: ReactNode;
}

export interface ChoiceListProps {
  legend: ReactNode;
  /** Name of the radio buttons. */
  name: string;
  /** Value of the selected option, or null when none is. */
  value: string | null;
  onChange: (value: string) => void;
  options: ChoiceListOption[];
  /** Error message; marks the group invalid. */
  error?: string;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** Id of the fieldset, e.g. the target of an error summary link. */
  id?: string;
  className?: string;
}

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function isShown(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * A group of radio buttons shown as large tiles (the whole tile is the click target), each with an
 * optional description; the hint and the error are linked to the group, a description or the
 * reason for a disabled option to its radio button.
 */
export function ChoiceList({ legend, name, value, onChange, options, error, hint, id, className }: ChoiceListProps) {
  const baseId = useId();
  const hasError = error !== undefined && error !== '';
  const hintId = isShown(hint) ? `${baseId}-hint` : undefined;
  const errorId = hasError ? `${baseId}-error` : undefined;

  return (
    <fieldset
      id={id}
      className={classNames('choice-list', hasError && 'choice-list--invalid', className)}
      aria-describedby={joinIds(hintId, errorId)}
      aria-invalid={hasError || undefined}
    >
      <legend className="choice-list__legend">{legend}</legend>
      <FieldNote id={hintId} className="choice-list__hint">
        {hint}
      </FieldNote>
      <FieldNote id={errorId} className="choice-list__error">
        {error}
      </FieldNote>
      <div className="choice-list__options">
        {options.map((option, i) => {
          const optionId = `${baseId}-option-${i}`;
          const labelId = `${optionId}-label`;
          const descriptionId = isShown(option.description) ? `${optionId}-description` : undefined;
          const reasonId = option.disabled && isShown(option.disabledReason) ? `${optionId}-reason` : undefined;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={classNames('choice-list__option', checked && 'is-checked', option.disabled && 'is-disabled')}
            >
              <input
                type="radio"
                id={optionId}
                className="choice-list__input"
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                aria-labelledby={labelId}
                aria-describedby={joinIds(descriptionId, reasonId)}
                onChange={() => onChange(option.value)}
              />
              <span className="choice-list__text">
                <span id={labelId} className="choice-list__label">
                  {option.label}
                </span>
                <FieldNote as="span" id={descriptionId} className="choice-list__description">
                  {option.description}
                </FieldNote>
                <FieldNote as="span" id={reasonId} className="choice-list__reason">
                  {option.disabledReason}
                </FieldNote>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
