import { useEffect, type ReactNode } from 'react';
import { reportHead } from '../remote/serverData';
import contentRoutes from '../routing/routes/mf-content.json';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageFrameProps {
  /** Document title, without the site name. */
  title: string;
  /** Visible page heading (h1); defaults to the title. */
  heading?: string;
  breadcrumb?: Crumb[];
  description?: string;
  children?: ReactNode;
  siteName?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Fil d'Ariane" className="breadcrumb">
      <ol>
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${c.label}-${i}`}>
              {c.href && !last ? <a href={c.href}>{c.label}</a> : <span aria-current={last ? 'page' : undefined}>{c.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/** The frame of every page: document title, meta description, breadcrumb and the h1. */
export function PageFrame({ title, heading, breadcrumb, description, children, siteName }: PageFrameProps) {
  // A server render writes them into the page's head; in the browser, the effect does.
  reportHead({ title: siteName ? `${title} | ${siteName}` : title, description });
  useEffect(() => {
    document.title = siteName ? `${title} | ${siteName}` : title;
    if (description) setMeta('description', description);
    // The server writes the canonical address of the page it sent; after a navigation in the
    // page, it names the page shown now.
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = `${location.origin}${location.pathname.replace(/(.)\/+$/, '$1')}${location.search}`;
  }, [title, description, siteName]);
  return (
    <div className="page">
      {breadcrumb && <Breadcrumb items={[{ label: 'Accueil', href: contentRoutes.home }, ...breadcrumb]} />}
      <h1 className="page__title">{heading ?? title}</h1>
      {children}
    </div>
  );
}
