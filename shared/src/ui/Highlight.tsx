import { Fragment, type ReactElement } from 'react';

/** Searchable form of a text, as the search compares it: no accent, lower case, ligatures spelt out ("Sœur" -> "soeur"). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The words of a query worth highlighting: folded, two characters or more, each once. */
export function highlightWords(query: string): string[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  return [...new Set(words)];
}

/**
 * Ranges [start, end) of `text` where a word of the query begins a word of the text, compared
 * without accents or case (the search matches words and their beginnings, not their middles).
 * Ranges are sorted and merged.
 */
export function highlightRanges(text: string, words: readonly string[]): [number, number][] {
  if (words.length === 0 || text === '') return [];
  // Folded text, and for each of its characters the index of the original character it comes from.
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const char = String.fromCodePoint(code);
    const f = fold(char);
    for (let k = 0; k < f.length; k++) origin.push(i);
    folded += f;
    i += char.length;
  }
  const ranges: [number, number][] = [];
  for (const word of words) {
    let from = 0;
    for (;;) {
      const at = folded.indexOf(word, from);
      if (at < 0) break;
      from = at + 1;
      if (at > 0 && WORD_CHAR.test(folded[at - 1]!)) continue;
      const start = origin[at]!;
      const lastOrigin = origin[at + word.length - 1]!;
      const end = lastOrigin + String.fromCodePoint(text.codePointAt(lastOrigin)!).length;
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

export interface HighlightProps {
  text: string;
  /** Words to mark, as given by `highlightWords(query)`. */
  words: readonly string[];
}

/** `text` with the words of a search marked (`<mark class="highlight">`), as React text nodes: never as HTML. */
export function Highlight({ text, words }: HighlightProps) {
  const ranges = highlightRanges(text, words);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactElement[] = [];
  let at = 0;
  ranges.forEach(([start, end], i) => {
    if (start > at) parts.push(<Fragment key={`t${i}`}>{text.slice(at, start)}</Fragment>);
    parts.push(
      <mark key={`m${i}`} className="highlight">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < text.length) parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
