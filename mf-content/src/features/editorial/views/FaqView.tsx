import { useMemo, useState } from 'react';
import { FormField, PageLayout, SideNav, reportJsonLd, stripAccents } from '@portail/shared';
import type { ContentPage, FaqTheme } from '../../../content/model';
import { ContentBody } from '../ContentBody';
import { ContentFrame } from '../ContentFrame';
import { faqPage } from '../structuredData';

/** Lower case, without accents or punctuation: "Qu'est-ce qu'un Kbis ?" -> "qu est ce qu un kbis" */
export function searchable(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The themes and questions whose question or answer holds every word of `query`. */
export function filterFaq(themes: FaqTheme[], query: string): FaqTheme[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return themes;
  return themes
    .map((t) => ({
      ...t,
      entries: t.entries.filter((e) => {
        const haystack = searchable(`${e.question} ${e.text}`);
        return words.every((w) => haystack.includes(w));
      }),
    }))
    .filter((t) => t.entries.length > 0);
}

/** The FAQ: questions by theme, and a field that narrows them down as one types. */
export function FaqView({ page }: { page: ContentPage }) {
  const themes = useMemo(() => page.faq ?? [], [page.faq]);
  reportJsonLd(faqPage(themes));
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterFaq(themes, query), [themes, query]);
  const count = shown.reduce((n, t) => n + t.entries.length, 0);
  const searching = searchable(query) !== '';
  return (
    <ContentFrame page={page}>
      <ContentBody html={page.html} />
      <search className="faq-search">
        <FormField
          label="Rechercher une question"
          hint="Par exemple : validité d'un Kbis, SIRET, facture"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <p className="faq-search__count" role="status">
          {searching ? (count === 0 ? 'Aucune question ne correspond à votre recherche.' : `${count} question${count > 1 ? 's' : ''} trouvée${count > 1 ? 's' : ''}`) : ''}
        </p>
      </search>
      <PageLayout
        asidePosition="start"
        aside={<SideNav label="Thèmes de la FAQ" items={shown.map((t) => ({ href: `#${t.id}`, label: t.title }))} isCurrent={() => false} />}
      >
        {shown.map((t) => (
          <section key={t.id} aria-labelledby={t.id} className="faq__topic">
            <h2 id={t.id}>{t.title}</h2>
            {t.entries.map((e) => (
              <details key={e.id} id={e.id} className="faq__entry" open={searching && count <= 3}>
                <summary>{e.question}</summary>
                <ContentBody html={e.html} className="faq__answer prose" />
              </details>
            ))}
          </section>
        ))}
      </PageLayout>
    </ContentFrame>
  );
}
