import type { ComponentPropsWithRef } from 'react';
import { classNames } from './classNames';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual style; default "primary". */
  variant?: ButtonVariant;
}

/** A native button with the site's styles; `type` defaults to "button" so that it never submits by accident. */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={classNames('btn', `btn--${variant}`, className)} {...rest} />;
}
