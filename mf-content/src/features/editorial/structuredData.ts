// schema.org descriptions of editorial pages, written into the head of server-rendered pages.
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import type { ContentPage, FaqTheme } from '../../content/model';

const CONTEXT = 'https://schema.org';

export function breadcrumbList(origin: string, page: ContentPage): Record<string, unknown> {
  const items = [{ path: contentRoutes.home, label: 'Accueil' }, ...page.ancestors, { path: page.path, label: page.label }];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.label, item: `${origin}${item.path}` })),
  };
}

export function newsArticle(origin: string, page: ContentPage, publisher: string): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: page.title,
    description: page.description,
    datePublished: page.date,
    dateModified: page.modified ?? page.date,
    mainEntityOfPage: `${origin}${page.path}`,
    inLanguage: 'fr-FR',
    author: { '@type': 'Organization', name: publisher, url: origin },
    publisher: { '@type': 'Organization', name: publisher, url: origin },
  };
}

export function faqPage(themes: FaqTheme[]): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: themes.flatMap((t) =>
      t.entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.text } })),
    ),
  };
}
