import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from './classNames';
import { FieldNote } from './FieldNote';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role' | 'checked' | 'onChange' | 'children'> {
  /** What the switch turns on, as its label. */
  label: ReactNode;
  /** What it means, under the label and linked to the switch (aria-describedby). */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off setting: a native checkbox with the switch role (announced as on or off, toggled with
 * Space), drawn as a track and a thumb, with its label and an optional description.
 */
export function Switch({ label, description, checked, onChange, id, className, ...rest }: SwitchProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = description !== undefined ? `${inputId}-description` : undefined;
  return (
    <div className={classNames('switch', className)}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={descriptionId}
      />
      <label htmlFor={inputId} className="switch__label">
        {label}
      </label>
      <FieldNote as="div" id={descriptionId} className="switch__description">
        {description}
      </FieldNote>
    </div>
  );
}
