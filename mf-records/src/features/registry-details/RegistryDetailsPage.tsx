import { useState } from 'react';
import type { z } from 'zod/mini';
import { CopyButton, DataTable, ErrorScreen, PageFrame, Pagination, SiteLink, type CommuneCouverteSchema, type DataTableColumn, type GreffeFiche, useResource } from '@portail/shared';
import { NotFound } from '../../NotFound';
import { MUNICIPALITIES_PAGE_SIZE, municipalitiesCall } from '../../record/api';
import { useCanonicalRedirect } from '../../record/hooks';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { registryBySlugNeeds, registryDetailsNeeds } from './needs';
import { Facts, Section, SectionBody, Skeleton } from '../../record/RecordParts';
import { registryPath } from '../../record/paths';
import { RecordSummary } from '../../record/RecordSummary';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

type Municipality = z.infer<typeof CommuneCouverteSchema>;

const MUNICIPALITY_COLUMNS: DataTableColumn<Municipality>[] = [
  { key: 'nom', header: 'Commune', cell: (c) => c.nom, sortValue: (c) => c.nom, rowHeader: true },
  { key: 'code', header: 'Code INSEE', cell: (c) => c.code, sortValue: (c) => c.code },
  { key: 'postaux', header: 'Codes postaux', cell: (c) => c.codes_postaux.join(', ') },
];

const TYPE_LABELS: Record<GreffeFiche['type'], string> = {
  TRIBUNAL_DE_COMMERCE: 'Tribunal de commerce',
  CHAMBRE_COMMERCIALE_TJ: 'Chambre commerciale du tribunal judiciaire',
  TRIBUNAL_MIXTE_DE_COMMERCE: 'Tribunal mixte de commerce',
};

const CRUMB = { label: 'Rechercher un greffe', href: searchRoutes.registrySearch };

export function RegistryDetailsPage() {
  return <RegistryByCode needs={usePageNeeds(registryDetailsNeeds)} />;
}

export function RegistryBySlugPage() {
  const needs = usePageNeeds(registryBySlugNeeds);
  if (needs.code === undefined) return <NotFound />;
  return <RegistryByCode needs={needs} />;
}

function RegistryByCode({ needs }: { needs: ReturnType<typeof registryDetailsNeeds.read> }) {
  const upper = (needs.code ?? '').toUpperCase();
  const valid = needs.registry !== null;
  const registry = useResource(needs.registry);
  useCanonicalRedirect(registry.status === 'ready' ? registryPath(registry.data) : null);
  if (!valid || registry.status === 'not-found') return <NotFound />;
  if (registry.status === 'error') {
    // The API only knows numeric codes: anything else it refuses is not found.
    if ('status' in registry.error && registry.error.status === 400) return <NotFound />;
    return <ErrorScreen error={registry.error} onRetry={registry.retry} />;
  }
  if (registry.status === 'loading') {
    return (
      <PageFrame title={`Greffe ${upper}`} heading={`Fiche du greffe n° ${upper}`} breadcrumb={[CRUMB, { label: `Greffe ${upper}` }]}>
        <Skeleton lines={10} label="Chargement de la fiche du greffe…" />
      </PageFrame>
    );
  }
  return <RegistryDetails g={registry.data} />;
}

function RegistryDetails({ g }: { g: GreffeFiche }) {
  const [page, setPage] = useState(0);
  const municipalities = useResource(municipalitiesCall(g.code, page));
  const address = [g.adresse.ligne, [g.adresse.code_postal, g.adresse.ville].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <PageFrame
      title={`${g.nom} (greffe n° ${g.code})`}
      heading={g.nom}
      breadcrumb={[CRUMB, { label: g.nom }]}
      description={`${g.nom} : adresse, contact et les ${g.nombre_communes} communes de son ressort.`}
    >
      <RecordSummary
        facts={[
          ['Juridiction', TYPE_LABELS[g.type]],
          ['Code greffe', <CopyButton key="code" value={g.code} label={`Copier le code greffe ${g.code}`} />],
          ['Ressort', `${g.nombre_communes} commune${g.nombre_communes > 1 ? 's' : ''}, département${g.departements.length > 1 ? 's' : ''} ${g.departements.join(', ')}`],
        ]}
      />
      <Section id="coordonnees" title="Coordonnées">
        <Facts
          items={[
            ['Code greffe', g.code],
            ['Juridiction', TYPE_LABELS[g.type]],
            ['Adresse', <address key="a" className="record-address">{address}</address>],
            ['Ville', g.ville],
          ]}
        />
        <p>
          Le greffe tient le registre du commerce et des sociétés des entreprises de son ressort et reçoit le dépôt de
          leurs actes et de leurs comptes annuels.
        </p>
      </Section>
      <Section id="ressort" title="Ressort">
        <p>
          Départements : {g.departements.join(', ')}. {g.nombre_communes} commune{g.nombre_communes > 1 ? 's' : ''} couverte
          {g.nombre_communes > 1 ? 's' : ''}.
        </p>
        {g.methode_ressort === 'DERIVE' && (
          <p>La liste des communes est établie par approximation (département, arrondissement et codes postaux).</p>
        )}
        {g.note_ressort && <p>{g.note_ressort}</p>}
        <SectionBody state={municipalities} lines={8} isEmpty={(d) => d.items.length === 0} empty="Aucune commune connue.">
          {(d) => (
            <>
              <DataTable caption="Communes du ressort du greffe" columns={MUNICIPALITY_COLUMNS} rows={d.items} rowKey={(co) => co.code} />
              <Pagination page={page} pageCount={Math.ceil(d.total / MUNICIPALITIES_PAGE_SIZE)} onChange={setPage} label="Pages des communes" />
            </>
          )}
        </SectionBody>
      </Section>
      <p>
        <SiteLink href={searchRoutes.registrySearch}>Rechercher un autre greffe</SiteLink>
      </p>
    </PageFrame>
  );
}
