import { useId, type ReactNode } from 'react';

/** A chart's caption, if it has one: the figcaption to render and the id its SVG is described by. */
export function useChartCaption(caption: ReactNode): { describedBy: string | undefined; figcaption: ReactNode } {
  const id = useId();
  if (caption === undefined || caption === null || caption === false || caption === '') return { describedBy: undefined, figcaption: null };
  return {
    describedBy: id,
    figcaption: (
      <figcaption id={id} className="chart__caption">
        {caption}
      </figcaption>
    ),
  };
}
