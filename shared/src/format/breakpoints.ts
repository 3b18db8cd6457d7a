/** Layout breakpoints in pixels (SPEC §9). */
export const BREAKPOINTS = { xs: 360, sm: 700, md: 1240, lg: 1440 } as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/**
 * Media query for a breakpoint. "up" (default) matches from the breakpoint on; "down" matches
 * strictly below it, so that "up" and "down" of the same name never overlap.
 *
 * mediaQuery('sm') -> "(min-width: 700px)"; mediaQuery('sm', 'down') -> "(max-width: 699.98px)"
 */
export function mediaQuery(name: BreakpointName, direction: 'up' | 'down' = 'up'): string {
  const px = BREAKPOINTS[name];
  return direction === 'up' ? `(min-width: ${px}px)` : `(max-width: ${px - 0.02}px)`;
}
