import type { ReactNode } from 'react';
import { classNames } from './classNames';

/** "error" is an alias of "danger". */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'error';

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A short inline status label ("Payée", "À payer"); every tone keeps its text at 4.5:1 or more on its tint. */
export function Badge({ tone, children, className }: BadgeProps) {
  const modifier = tone === 'error' ? 'danger' : tone;
  return <span className={classNames('badge', `badge--${modifier}`, className)}>{children}</span>;
}
