import { useSearchParams } from 'react-router';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { executiveBySlugNeeds, executivePageNeeds } from './needs';
import { Link } from '@portail/shared/routing/RouterLink';
import { Badge, DataTable, ErrorScreen, PageFrame, Pagination, SiteLink, type DataTableColumn, type Fonction, type PersonnePhysique, useResource } from '@portail/shared';
import { NotFound } from '../../NotFound';
import { SEARCH_CRUMB } from '../../record/crumbs';
import { FUNCTIONS_PAGE_SIZE, personFunctionsCall, type FunctionFilter } from '../../record/api';
import { useCanonicalRedirect, useTruncationWidth } from '../../record/hooks';
import { Facts, Section, SectionBody, Skeleton, StateFilter, Truncated } from '../../record/RecordParts';
import { companyPath, executivePath } from '../../record/paths';
import { COMPANY_STATUS_LABELS, birthLabel, companyName, dateOrDash, personName } from '../../record/labels';
import { RecordSummary } from '../../record/RecordSummary';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';
import { NetworkSection } from '../network';

type ExecutiveNeeds = ReturnType<typeof executivePageNeeds.read>;

export function ExecutivePage() {
  return <ExecutiveById needs={usePageNeeds(executivePageNeeds)} />;
}

/** /dirigeant/* : a slug ending with "-{id}" ("dupont-jean-42") is sent to the canonical record. */

export function ExecutiveBySlugPage() {
  const needs = usePageNeeds(executiveBySlugNeeds);
  if (!needs.id) return <NotFound />;
  return <ExecutiveById needs={needs} />;
}

function ExecutiveById({ needs }: { needs: ExecutiveNeeds }) {
  const { fallbackName } = needs;
  const valid = needs.person !== null;
  const person = useResource(needs.person);
  useCanonicalRedirect(person.status === 'ready' ? executivePath(person.data) : null);
  if (!valid || person.status === 'not-found') return <NotFound />;
  if (person.status === 'error') return <ErrorScreen error={person.error} onRetry={person.retry} />;
  if (person.status === 'loading') {
    return (
      <PageFrame title={`Dirigeant – ${fallbackName}`} breadcrumb={[SEARCH_CRUMB, { label: `Dirigeant ${fallbackName}` }]}>
        <Skeleton lines={10} label="Chargement de la fiche du dirigeant…" />
      </PageFrame>
    );
  }
  return <ExecutiveRecord person={person.data} needs={needs} />;
}

type PersonFunction = Fonction;

/** The states of the companies the functions can be narrowed to, after all of them. */
const COMPANY_STATE_OPTIONS = [
  [undefined, 'Toutes'],
  ['ACTIVE', 'Actives'],
  ['RADIEE', 'Radiées'],
] as const;

function ExecutiveRecord({ person: p, needs: { page, filter } }: { person: PersonnePhysique; needs: ExecutiveNeeds }) {
  const name = personName(p);
  const birth = birthLabel(p.mois_naissance, p.annee_naissance);
  const [params, setParams] = useSearchParams();
  const width = useTruncationWidth();
  const functions = useResource(personFunctionsCall(p.id, page, filter));
  const columns: DataTableColumn<PersonFunction>[] = [
    {
      key: 'entreprise',
      header: 'Entreprise',
      rowHeader: true,
      cell: (f) =>
        f.entreprise ? (
          <Link to={companyPath(f.entreprise)}>
            <Truncated text={companyName(f.entreprise)} width={width} />
          </Link>
        ) : (
          '—'
        ),
      sortValue: (f) => f.entreprise?.denomination,
    },
    { key: 'fonction', header: 'Fonction', cell: (f) => f.role.libelle, sortValue: (f) => f.role.libelle },
    { key: 'depuis', header: 'Depuis le', cell: (f) => dateOrDash(f.date_debut), sortValue: (f) => f.date_debut, firstDirection: 'descending' },
    {
      key: 'etat',
      header: "État de l'entreprise",
      cell: (f) =>
        f.entreprise ? (
          <Badge tone={f.entreprise.statut_entreprise === 'ACTIF' ? 'success' : 'danger'}>{COMPANY_STATUS_LABELS[f.entreprise.statut_entreprise]}</Badge>
        ) : (
          '—'
        ),
    },
  ];

  const goTo = (next: { page?: number; etat?: FunctionFilter }) => {
    const q = new URLSearchParams(params);
    const nextPage = next.page ?? 0;
    if (nextPage > 0) q.set('page', String(nextPage + 1));
    else q.delete('page');
    const state = 'etat' in next ? next.etat : filter;
    if (state) q.set('etat', state);
    else q.delete('etat');
    setParams(q);
  };
  const hrefFor = (target: number) => {
    const q = new URLSearchParams(params);
    if (target > 0) q.set('page', String(target + 1));
    else q.delete('page');
    const s = q.toString();
    return `${executivePath(p)}${s ? `?${s}` : ''}`;
  };

  return (
    <PageFrame
      title={`${name} – dirigeant`}
      heading={name}
      breadcrumb={[SEARCH_CRUMB, { label: `Dirigeant ${name}` }]}
      description={`${name}, né(e) en ${birth} : ${p.nombre_fonctions} fonction${p.nombre_fonctions > 1 ? 's' : ''} dans des entreprises immatriculées.`}
    >
      <RecordSummary
        facts={[
          ['Naissance', birth],
          ['Nationalité', p.nationalite],
          ['Fonctions', `${p.nombre_fonctions} fonction${p.nombre_fonctions > 1 ? 's' : ''} en entreprise`],
        ]}
      />
      <Section id="identite" title="Identité">
        <Facts
          items={[
            ['Nom', p.nom],
            ["Nom d'usage", p.nom_usage],
            ['Prénoms', p.prenoms],
            ['Mois et année de naissance', birth],
            ['Nationalité', p.nationalite],
            ['Nombre de fonctions', String(p.nombre_fonctions)],
          ]}
        />
      </Section>
      <Section id="fonctions" title="Entreprises et fonctions">
        <StateFilter legend="Entreprises affichées" options={COMPANY_STATE_OPTIONS} value={filter} onChange={(value) => goTo({ page: 0, etat: value })} />
        <SectionBody state={functions} lines={8} isEmpty={(d) => d.items.length === 0} empty="Aucune fonction pour ce critère.">
          {(d) => (
            <>
              <p>
                {d.total} fonction{d.total > 1 ? 's' : ''}
              </p>
              <DataTable caption={`Fonctions de ${name}`} columns={columns} rows={d.items} rowKey={(f) => f.id} />
              <Pagination
                page={page}
                pageCount={Math.ceil(d.total / FUNCTIONS_PAGE_SIZE)}
                hrefFor={hrefFor}
                onChange={(target) => goTo({ page: target })}
                label="Pages des fonctions"
              />
            </>
          )}
        </SectionBody>
        <p>
          Plusieurs personnes peuvent porter le même nom : vérifiez le mois et l'année de naissance.{' '}
          <SiteLink href={searchRoutes.advancedSearch}>Rechercher un autre dirigeant</SiteLink>
        </p>
      </Section>
      <NetworkSection root={{ kind: 'personne', id: p.id, name }} />
    </PageFrame>
  );
}
