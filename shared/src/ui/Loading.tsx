import { classNames } from './classNames';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** Decorative spinning circle; pair it with a text (see Loading) for assistive technologies. */
export function Spinner({ size = 'medium', className }: SpinnerProps) {
  return <span className={classNames('spinner', `spinner--${size}`, className)} aria-hidden="true" />;
}

export interface LoadingProps {
  /** Text announced and shown; default "Chargement…". */
  label?: string;
  /** Show the text only to assistive technologies. Default false. */
  hideLabel?: boolean;
  size?: SpinnerProps['size'];
  className?: string;
}

/** A spinner with a politely announced loading text. */
export function Loading({ label = 'Chargement…', hideLabel = false, size, className }: LoadingProps) {
  return (
    <div className={classNames('loading', className)} role="status" aria-live="polite">
      <Spinner size={size} />
      <span className={hideLabel ? 'visually-hidden' : 'loading__label'}>{label}</span>
    </div>
  );
}
