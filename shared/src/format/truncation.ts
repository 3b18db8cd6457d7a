/** Text width used in lists when the window width is unknown (SPEC §9). */
export const DEFAULT_LIST_TEXT_WIDTH = 25;

// Upper bounds (exclusive) of window widths and the text width they allow, narrowest first (SPEC §9).
const WIDTH_STEPS: ReadonlyArray<readonly [maxWindowWidth: number, textWidth: number]> = [
  [1199, 25],
  [1275, 40],
  [1383, 50],
  [1485, 70],
];

const WIDEST_TEXT_WIDTH = 90;

/** Number of characters of a list text shown for a given window width, in pixels. */
export function truncationWidth(windowWidth: number): number {
  for (const [maxWindowWidth, textWidth] of WIDTH_STEPS) {
    if (windowWidth < maxWindowWidth) return textWidth;
  }
  return WIDEST_TEXT_WIDTH;
}

export const ELLIPSIS = '…';

/**
 * Shortens a text to at most `width` characters, the last one being "…" when something was cut.
 * Counts code points, so that an emoji or other astral character is never split.
 */
export function truncate(text: string, width: number): string {
  const chars = Array.from(text);
  if (chars.length <= width) return text;
  if (width < 1) return '';
  return `${chars.slice(0, width - 1).join('').trimEnd()}${ELLIPSIS}`;
}
