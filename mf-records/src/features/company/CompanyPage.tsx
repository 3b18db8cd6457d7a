import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '@portail/shared/src/routing/RouterLink';
import {
  ErrorScreen,
  PageFrame,
  Pagination,
  SiteLink,
  formatSiren,
  pageOrigin,
  reportJsonLd,
  type Entreprise,
  useResource,
} from '@portail/shared';
import { companyIdentifier } from '../record/identifiers';
import { OfficialDocuments, OrderButton } from '../record/OfficialDocuments';
import { SEARCH_CRUMB } from '../record/crumbs';
import { NotFound } from '../../NotFound';
import {
  COMPANY_ESTABLISHMENTS_PAGE_SIZE,
  fetchCompany,
  fetchCompanyFunctions,
  fetchEstablishments,
  fetchFilings,
  fetchKeyFigures,
  fetchProcedures,
  fetchRegistrations,
  isIdSegment,
} from '../record/api';
import { Facts, Section, SectionBody, Skeleton } from '../record/RecordParts';
import { useAnchorScroll, useCanonicalRedirect } from '../record/hooks';
import { companyPath, establishmentListPath, establishmentPath, registryPath } from '../record/paths';
import { COMPTES_LABELS, REGISTRE_LABELS, STATUT_ENTREPRISE_LABELS, dateOrDash, isBlocked, statutLabel } from '../record/labels';
import { FunctionsTable } from '../record/FunctionsTable';
import { EstablishmentsTable } from '../record/EstablishmentsTable';
import { KeyFiguresChart, KeyFiguresTable } from './KeyFigures';
import { money } from './amounts';

/** "SIREN 552 100 554" or "RIDET 1234567". */
export function identifierLabel(c: Pick<Entreprise, 'type_identification' | 'numero_identification'>): string {
  return c.type_identification === 'SIREN' ? `SIREN ${formatSiren(c.numero_identification)}` : `RIDET ${c.numero_identification}`;
}

export function companyName(c: Pick<Entreprise, 'denomination' | 'type_identification' | 'numero_identification'>): string {
  return c.denomination ?? `Entreprise ${identifierLabel(c)}`;
}

/** schema.org Organization of a company, in a JSON-LD script of the document head while the page is shown. */
export function organizationJsonLd(c: Entreprise, url: string): Record<string, unknown> {
  const a = c.siege?.adresse;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: companyName(c),
    ...(c.sigle ? { alternateName: c.sigle } : {}),
    url,
    ...(c.siren ? { taxID: c.siren } : {}),
    ...(c.denomination ? { legalName: c.denomination } : {}),
    ...(c.date_creation ? { foundingDate: c.date_creation } : {}),
    ...(c.activite.code_naf ? { isicV4: c.activite.code_naf.replace('.', '').slice(0, 4) } : {}),
    ...(a
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(a.ligne ? { streetAddress: [a.numero_voie, a.type_voie, a.libelle_voie].filter(Boolean).join(' ') || undefined } : {}),
            ...(a.code_postal ? { postalCode: a.code_postal } : {}),
            ...(a.commune ? { addressLocality: a.commune } : {}),
            addressCountry: c.territoire === 'NC' ? 'NC' : 'FR',
          },
        }
      : {}),
  };
}

/** The page's JSON-LD script: written by the server with the page, or added by the browser. */
function useJsonLd(data: Record<string, unknown> | null) {
  if (data) reportJsonLd(data);
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const script =
      document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"][data-record="organization"]') ??
      document.head.appendChild(Object.assign(document.createElement('script'), { type: 'application/ld+json' }));
    script.dataset.record = 'organization';
    script.textContent = json;
    return () => script.remove();
  }, [json]);
}

export function CompanyPage() {
  const { siren = '', id = '' } = useParams();
  const identifier = companyIdentifier(siren);
  const valid = identifier !== null && isIdSegment(id);
  const company = useResource(valid ? `company:${id}` : null, (signal) => fetchCompany(id, signal));
  const mismatch = company.status === 'ready' && company.data.numero_identification !== siren;
  const canonical = company.status === 'ready' && !mismatch ? companyPath(company.data) : null;
  useCanonicalRedirect(canonical);

  if (!valid || company.status === 'not-found' || mismatch) return <NotFound />;
  if (company.status === 'error') return <ErrorScreen message={company.error.message} onRetry={company.retry} />;
  const label = `${identifier.kind} ${identifier.display}`;
  if (company.status === 'loading') {
    return (
      <PageFrame title={`Entreprise – ${label}`} breadcrumb={[SEARCH_CRUMB, { label: `Entreprise ${label}` }]}>
        <Skeleton lines={14} label="Chargement de la fiche de l'entreprise…" />
      </PageFrame>
    );
  }
  return <CompanyRecord company={company.data} />;
}

function CompanyRecord({ company: c }: { company: Entreprise }) {
  const name = companyName(c);
  const ident = identifierLabel(c);
  useJsonLd(organizationJsonLd(c, `${pageOrigin()}${companyPath(c)}`));
  useAnchorScroll(true);
  const blocked = isBlocked(c.statut_entreprise);
  return (
    <PageFrame
      title={`${name} (${ident})`}
      heading={name}
      breadcrumb={[SEARCH_CRUMB, { label: name }]}
      description={`${name}, ${ident}${c.forme_juridique ? `, ${c.forme_juridique.libelle}` : ''}${
        c.siege?.adresse.commune ? ` à ${c.siege.adresse.commune}` : ''
      } : identité, dirigeants, établissements, chiffres clés et documents officiels.`}
    >
      {blocked && (
        <p className="record-banner" data-testid="status-banner">
          Entreprise {STATUT_ENTREPRISE_LABELS[c.statut_entreprise].toLowerCase()}
          {c.date_radiation ? ` depuis le ${dateOrDash(c.date_radiation)}` : ''}. Ses informations sont conservées à
          titre historique.
        </p>
      )}
      {c.procedure_collective_en_cours && (
        <p className="record-banner record-banner--info">
          Une procédure collective est en cours. <Link to="?ancre=procedures">Voir les procédures collectives</Link>
        </p>
      )}

      <Section id="identite" title="Identité">
        <Facts
          items={[
            ['Dénomination', c.denomination ?? 'Non diffusée (diffusion partielle)'],
            ['Sigle', c.sigle],
            ['Anciennes dénominations', c.denominations_precedentes.join(', ')],
            [c.type_identification, c.type_identification === 'SIREN' ? formatSiren(c.numero_identification) : c.numero_identification],
            ['Forme juridique', c.forme_juridique?.libelle],
            ['Date de création', dateOrDash(c.date_creation)],
            ["Date d'immatriculation", c.date_immatriculation ? dateOrDash(c.date_immatriculation) : null],
            ['Catégorie', c.categorie_entreprise],
            ['Effectif', c.tranche_effectif?.libelle],
          ]}
        />
      </Section>

      <Section id="statut" title="Statut juridique">
        <Facts
          items={[
            ["État de l'entreprise", STATUT_ENTREPRISE_LABELS[c.statut_entreprise]],
            ['Statut au registre', statutLabel(c.statut)],
            ['Date de radiation', c.date_radiation ? dateOrDash(c.date_radiation) : null],
          ]}
        />
      </Section>

      <Section id="activite" title="Activité">
        <Facts
          items={[
            ['Code NAF', c.activite.code_naf ?? 'Non renseigné'],
            ['Libellé', c.activite.libelle],
            ["Secteur d'activité", c.activite.secteur ? `${c.activite.secteur.code} – ${c.activite.secteur.libelle}` : null],
          ]}
        />
      </Section>

      <Section id="siege" title="Siège social">
        {c.siege ? (
          <>
            <address>{c.siege.adresse.ligne || 'Adresse non diffusée'}</address>
            <p>
              <Link to={establishmentPath(c.siege, c.denomination)}>Voir la fiche de l'établissement siège</Link>
            </p>
          </>
        ) : (
          <p className="record-empty">Aucun siège connu.</p>
        )}
      </Section>

      <Section id="capital" title="Capital social">
        <p>{c.capital_social === null ? 'Non renseigné' : money(c.capital_social, c.devise)}</p>
      </Section>

      <RegistrySection company={c} />
      <EstablishmentsSection company={c} />
      <FunctionsSections company={c} />
      <KeyFiguresSection company={c} />
      <ProceduresSection company={c} />
      <FilingsSection company={c} />
      <OfficialDocuments company={c} />
      <p>
        <SiteLink href="/espace-personnel/mes-surveillances">Surveiller cette entreprise</SiteLink>
      </p>
    </PageFrame>
  );
}

function RegistrySection({ company: c }: { company: Entreprise }) {
  const regs = useResource(`inscriptions:${c.id}`, (signal) => fetchRegistrations(c.id, signal));
  return (
    <Section id="greffe" title="Greffe et immatriculations">
      {c.greffe ? (
        <p>
          Greffe : <Link to={registryPath(c.greffe)}>{c.greffe.nom}</Link>
        </p>
      ) : (
        <p>Aucun greffe : l'unité n'est pas immatriculée au registre.</p>
      )}
      <SectionBody state={regs} lines={2} isEmpty={(d) => d.items.length === 0} empty="Aucune immatriculation.">
        {(d) => (
          <ul>
            {d.items.map((r) => (
              <li key={r.id}>
                {REGISTRE_LABELS[r.registre] ?? r.registre} ({r.type === 'PRINCIPALE' ? 'principale' : 'secondaire'}) :{' '}
                {r.mention}, immatriculée le {dateOrDash(r.date_immatriculation)}
                {r.date_radiation ? `, radiée le ${dateOrDash(r.date_radiation)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
    </Section>
  );
}

function EstablishmentsSection({ company: c }: { company: Entreprise }) {
  const [page, setPage] = useState(0);
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchEstablishments(c.id, { limit: COMPANY_ESTABLISHMENTS_PAGE_SIZE, offset: page * COMPANY_ESTABLISHMENTS_PAGE_SIZE }, signal),
    [c.id, page],
  );
  const list = useResource(`etablissements:${c.id}:${page}`, load);
  return (
    <Section id="etablissements" title="Établissements">
      <p>
        {c.nombre_etablissements} établissement{c.nombre_etablissements > 1 ? 's' : ''}, dont {c.nombre_etablissements_actifs} ouvert
        {c.nombre_etablissements_actifs > 1 ? 's' : ''}.
      </p>
      <SectionBody state={list} lines={COMPANY_ESTABLISHMENTS_PAGE_SIZE + 1} isEmpty={(d) => d.items.length === 0} empty="Aucun établissement.">
        {(d) => (
          <>
            <EstablishmentsTable items={d.items} companyName={c.denomination} caption={`Établissements de ${companyName(c)}`} />
            <Pagination
              page={page}
              pageCount={Math.ceil(d.total / COMPANY_ESTABLISHMENTS_PAGE_SIZE)}
              onChange={setPage}
              label="Pages des établissements"
            />
          </>
        )}
      </SectionBody>
      <p>
        <Link to={establishmentListPath(c)}>Voir les établissements de l'entreprise</Link>
      </p>
    </Section>
  );
}

function FunctionsSections({ company: c }: { company: Entreprise }) {
  const officers = useResource(`fonctions:${c.id}`, (signal) => fetchCompanyFunctions(c.id, ['DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES'], signal));
  const owners = useResource(`beneficiaires:${c.id}`, (signal) => fetchCompanyFunctions(c.id, ['BENEFICIAIRE_EFFECTIF'], signal));
  return (
    <>
      <Section id="dirigeants" title="Dirigeants">
        <SectionBody
          state={officers}
          isEmpty={(d) => !d.items.some((f) => f.nature === 'DIRIGEANT')}
          empty="Aucun dirigeant déclaré."
        >
          {(d) => <FunctionsTable items={d.items.filter((f) => f.nature === 'DIRIGEANT')} caption={`Dirigeants de ${companyName(c)}`} />}
        </SectionBody>
      </Section>
      <Section id="commissaires" title="Commissaires aux comptes">
        <SectionBody
          state={officers}
          lines={2}
          isEmpty={(d) => !d.items.some((f) => f.nature === 'COMMISSAIRE_AUX_COMPTES')}
          empty="Aucun commissaire aux comptes déclaré."
        >
          {(d) => (
            <FunctionsTable
              items={d.items.filter((f) => f.nature === 'COMMISSAIRE_AUX_COMPTES')}
              caption={`Commissaires aux comptes de ${companyName(c)}`}
            />
          )}
        </SectionBody>
      </Section>
      <Section id="beneficiaires" title="Bénéficiaires effectifs">
        <SectionBody state={owners} lines={2} isEmpty={(d) => d.items.length === 0} empty="Aucun bénéficiaire effectif communiqué.">
          {(d) => <FunctionsTable items={d.items} caption={`Bénéficiaires effectifs de ${companyName(c)}`} owners />}
        </SectionBody>
      </Section>
    </>
  );
}

function KeyFiguresSection({ company: c }: { company: Entreprise }) {
  const figures = useResource(`chiffres:${c.id}`, (signal) => fetchKeyFigures(c.id, signal));
  return (
    <Section id="chiffres-cles" title="Chiffres clés">
      <SectionBody state={figures} lines={5} isEmpty={(d) => d.exercices.length === 0} empty="Aucun chiffre clé publié.">
        {(d) => (
          <>
            <KeyFiguresTable data={d} />
            <KeyFiguresChart exercices={d.exercices} />
          </>
        )}
      </SectionBody>
    </Section>
  );
}

function ProceduresSection({ company: c }: { company: Entreprise }) {
  const procedures = useResource(`procedures:${c.id}`, (signal) => fetchProcedures(c.id, signal));
  return (
    <Section id="procedures" title="Procédures collectives">
      <SectionBody state={procedures} lines={2} isEmpty={(d) => d.items.length === 0} empty="Aucune procédure collective.">
        {(d) => (
          <ul>
            {d.items.map((p) => (
              <li key={p.id}>
                <strong>{p.libelle}</strong> : jugement du {dateOrDash(p.date_jugement)},{' '}
                {p.statut === 'EN_COURS' ? 'en cours' : `clôturée le ${dateOrDash(p.date_cloture)}`}
                {p.mandataire ? `, mandataire ${p.mandataire}` : ''}
                {p.evenements.length > 0 && (
                  <ul>
                    {p.evenements.map((ev, i) => (
                      <li key={i}>
                        {dateOrDash(ev.date)} : {ev.libelle}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
    </Section>
  );
}

function FilingsSection({ company: c }: { company: Entreprise }) {
  const filings = useResource(`depots:${c.id}`, (signal) => fetchFilings(c.id, signal));
  return (
    <Section id="depots" title="Actes et comptes annuels déposés">
      <SectionBody
        state={filings}
        lines={4}
        isEmpty={(d) => d.actes.length === 0 && d.comptes_annuels.length === 0}
        empty="Aucun acte ni compte annuel déposé."
      >
        {(d) => (
          <>
            <div className="record-table-wrap">
              <table>
                <caption>Comptes annuels</caption>
                <thead>
                  <tr>
                    <th scope="col">Clôture</th>
                    <th scope="col">Type</th>
                    <th scope="col">Déposés le</th>
                    <th scope="col">Commande</th>
                  </tr>
                </thead>
                <tbody>
                  {d.comptes_annuels.length === 0 && (
                    <tr>
                      <td colSpan={4}>Aucun compte annuel déposé.</td>
                    </tr>
                  )}
                  {d.comptes_annuels.map((a) => (
                    <tr key={a.id}>
                      <th scope="row">{dateOrDash(a.date_cloture)}</th>
                      <td>{COMPTES_LABELS[a.type] ?? a.type}</td>
                      <td>{dateOrDash(a.date_depot)}</td>
                      <td>
                        {a.confidentiel ? (
                          'Confidentiels'
                        ) : (
                          <OrderButton shortcut="COMPTES_ANNUELS" company={c} documentId={a.id}>
                            Commander<span className="visually-hidden"> les comptes clos le {dateOrDash(a.date_cloture)}</span>
                          </OrderButton>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="record-table-wrap">
              <table>
                <caption>Actes déposés</caption>
                <thead>
                  <tr>
                    <th scope="col">Date de dépôt</th>
                    <th scope="col">Acte</th>
                    <th scope="col">Décisions</th>
                    <th scope="col">Commande</th>
                  </tr>
                </thead>
                <tbody>
                  {d.actes.length === 0 && (
                    <tr>
                      <td colSpan={4}>Aucun acte déposé.</td>
                    </tr>
                  )}
                  {d.actes.map((a) => (
                    <tr key={a.id}>
                      <th scope="row">{dateOrDash(a.date_depot)}</th>
                      <td>
                        {a.type_acte} (dépôt n° {a.numero_depot})
                      </td>
                      <td>{a.decisions.join(' ; ') || '—'}</td>
                      <td>
                        <OrderButton shortcut="ACTE" company={c} documentId={a.id}>
                          Commander<span className="visually-hidden"> l'acte déposé le {dateOrDash(a.date_depot)}</span>
                        </OrderButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </SectionBody>
    </Section>
  );
}
