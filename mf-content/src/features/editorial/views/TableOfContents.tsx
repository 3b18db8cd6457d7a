import type { Heading } from '../../../content/model';

/** "Sur cette page": links to the sections of a long page (from three sections). */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  if (headings.length < 3) return null;
  return (
    <nav className="content-toc" aria-labelledby="content-toc-title">
      <h2 id="content-toc-title" className="content-toc__title">
        Sur cette page
      </h2>
      <ol>
        {headings.map((h) => (
          <li key={h.id}>
            <a href={`#${h.id}`}>{h.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
