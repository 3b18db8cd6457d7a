import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ConfirmDialog,
  EmptyState,
  LIBELLES_GROUPE_SURVEILLANCE,
  LoadFailed,
  Loading,
  Pagination,
  SiteLink,
  useResource,
  userMessage,
  type GroupeFavori,
  type GroupeSurveillance,
  type SelectedCustomerAccount,
  type Surveillance,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { ActionNotice, type Notice } from './ActionNotice';
import {
  SURVEILLANCE_PAGE_SIZE,
  deleteSurveillance,
  downloadSurveillanceReport,
  finishOrContinueSurveillance,
  removeDomains,
  type SurveillanceFilter,
} from './api';
import { ChangeGroupDialog } from './ChangeGroupDialog';
import { FavouriteGroups } from './FavouriteGroups';
import { sortGroups } from './groupName';
import { MonitoringGate } from './MonitoringGate';
import { monitoringNeeds } from './needs';
import { REVELATIONS_PATH, SEARCH_PATH } from './paths';
import { ReportDownloads } from './ReportDownloads';
import { SurveillanceFilters, isFiltered, surveillanceParams } from './SurveillanceFilters';
import { SurveillanceTable } from './SurveillanceTable';
import { useEditable } from './useEditable';
import './monitoring.css';
import { DomainCatalogue } from './DomainCatalogue';

type Pending = { kind: 'delete'; s: Surveillance } | { kind: 'domain'; s: Surveillance; domain: GroupeSurveillance } | { kind: 'group'; s: Surveillance } | null;

function countLabel(total: number, filter: SurveillanceFilter): string {
  const plural = total > 1 ? 's' : '';
  const state = filter.statut === 'ACTIVE' ? ` active${plural}` : filter.statut === 'TERMINEE' ? ` terminée${plural}` : '';
  return `${total} surveillance${plural}${state}${filter.q || filter.groupe !== null ? ' correspondant à vos filtres' : ''}.`;
}

function MonitoringTools({ account }: { account: SelectedCustomerAccount }) {
  const [, setParams] = useSearchParams();
  // The monitoring service answers for the session's selected account: its loader keys each account's answers apart.
  const { filter, groups: groupsCall, list: surveillances } = usePageNeeds(monitoringNeeds);
  const groupsResource = useResource(groupsCall);
  const groups = useEditable(groupsResource);
  const list = useResource(surveillances);
  const page = useEditable(list);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const groupList = groups.data ?? [];
  const name = (s: Surveillance) => s.entreprise.denomination;

  const go = (next: Partial<SurveillanceFilter>) => setParams(surveillanceParams({ ...filter, ...next }));
  const replace = (updated: Surveillance) => page.edit((p) => ({ ...p, items: p.items.map((s) => (s.id === updated.id ? updated : s)) }));
  const count = (groupId: number | undefined, delta: number) => {
    if (groupId === undefined) return;
    groups.edit((gs) => gs.map((g) => (g.id === groupId ? { ...g, nombre_surveillances: Math.max(0, g.nombre_surveillances + delta) } : g)));
  };
  const patchGroups = (change: (g: Surveillance['groupe_favori']) => Surveillance['groupe_favori']) =>
    page.edit((p) => ({ ...p, items: p.items.map((s) => ({ ...s, groupe_favori: change(s.groupe_favori) })) }));

  /** Runs an action on one surveillance; the outcome is announced above the list. */
  const run = async (s: Surveillance, action: () => Promise<Notice>) => {
    setBusy(s.id);
    setNotice(null);
    try {
      setNotice(await action());
    } catch (err) {
      setNotice({ tone: 'error', text: userMessage(err) });
    } finally {
      setBusy(null);
    }
  };

  const finishOrContinue = (s: Surveillance) =>
    void run(s, async () => {
      const updated = await finishOrContinueSurveillance(s.id, s.statut === 'ACTIVE' ? 'TERMINER' : 'CONTINUER');
      replace(updated);
      return {
        tone: 'success',
        text: updated.statut === 'ACTIVE' ? `La surveillance de ${name(s)} a repris.` : `La surveillance de ${name(s)} est terminée : vous ne recevrez plus ses révélations.`,
      };
    });

  const removeDomain = (s: Surveillance, domain: GroupeSurveillance) =>
    void run(s, async () => {
      replace(await removeDomains(s.id, [domain]));
      return { tone: 'success', text: `Le domaine « ${LIBELLES_GROUPE_SURVEILLANCE[domain]} » a été retiré de la surveillance de ${name(s)}.` };
    });

  const remove = (s: Surveillance) =>
    void run(s, async () => {
      await deleteSurveillance(s.id);
      count(s.groupe_favori?.id, -1);
      // The last one of a page that is not the first: show the page before.
      if (filter.page > 0 && page.data?.items.length === 1) go({ page: filter.page - 1 });
      else list.retry();
      return { tone: 'success', text: `La surveillance de ${name(s)} a été supprimée, avec ses révélations.`, focus: true };
    });

  const moved = (before: Surveillance, updated: Surveillance) => {
    setPending(null);
    replace(updated);
    count(before.groupe_favori?.id, -1);
    count(updated.groupe_favori?.id, 1);
    setNotice({
      tone: 'success',
      text: updated.groupe_favori ? `${name(updated)} est désormais dans le groupe « ${updated.groupe_favori.libelle} ».` : `${name(updated)} n'est plus dans aucun groupe.`,
    });
  };

  const groupDeleted = (deleted: GroupeFavori) => {
    groups.edit((gs) => gs.filter((g) => g.id !== deleted.id));
    patchGroups((g) => (g?.id === deleted.id ? null : g));
    if (filter.groupe === deleted.id) go({ groupe: null, page: 0 });
  };

  const groupRenamed = (renamed: GroupeFavori) => {
    groups.edit((gs) => sortGroups(gs.map((g) => (g.id === renamed.id ? renamed : g))));
    patchGroups((g) => (g?.id === renamed.id ? { id: renamed.id, libelle: renamed.libelle } : g));
  };

  return (
    <>
      <ul className="monitoring-links">
        <li>
          <Link to={REVELATIONS_PATH}>Consulter mes révélations</Link>
        </li>
        <li>
          <SiteLink href={SEARCH_PATH}>Rechercher une entreprise à surveiller</SiteLink>
        </li>
      </ul>
      <h2>Entreprises surveillées</h2>
      <SurveillanceFilters
        key={surveillanceParams({ ...filter, page: 0 }).toString()}
        filter={filter}
        groups={groupList}
        onApply={(f) => go({ ...f, page: 0 })}
      />
      <ActionNotice notice={notice} />
      {list.status === 'loading' && <Loading label="Chargement de vos surveillances…" />}
      {(list.status === 'error' || list.status === 'not-found') && (
        <LoadFailed title="Vos surveillances n'ont pas pu être chargées" error={list.error} onRetry={list.retry} headingLevel={3} />
      )}
      {page.data && page.data.total === 0 && (
        <EmptyState
          headingLevel={3}
          title={isFiltered(filter) ? 'Aucune surveillance ne correspond à ces filtres' : "Vous n'avez aucune surveillance active"}
          action={
            <SiteLink className="btn btn--primary" href={SEARCH_PATH}>
              Rechercher une entreprise à surveiller
            </SiteLink>
          }
        >
          <p>Recherchez une entreprise, puis demandez sa surveillance depuis sa fiche : vous serez averti de chacun de ses changements.</p>
        </EmptyState>
      )}
      {page.data && page.data.total > 0 && (
        <>
          <p role="status">{countLabel(page.data.total, filter)}</p>
          <SurveillanceTable
            rows={page.data.items}
            busy={busy}
            hasGroups={groupList.length > 0}
            onFinishOrContinue={finishOrContinue}
            onChangeGroup={(s) => setPending({ kind: 'group', s })}
            onRemoveDomain={(s, domain) => setPending({ kind: 'domain', s, domain })}
            onDelete={(s) => setPending({ kind: 'delete', s })}
          />
          <Pagination
            page={filter.page}
            pageCount={Math.ceil(page.data.total / SURVEILLANCE_PAGE_SIZE)}
            onChange={(p) => go({ page: p })}
            label="Pages de mes surveillances"
          />
          <ReportDownloads label="Télécharger la liste" download={(format) => downloadSurveillanceReport(format, account.numero_client)} />
        </>
      )}

      {groupsResource.status === 'loading' && <Loading label="Chargement de vos groupes favoris…" />}
      {(groupsResource.status === 'error' || groupsResource.status === 'not-found') && (
        <LoadFailed title="Vos groupes favoris n'ont pas pu être chargés" error={groupsResource.error} onRetry={groupsResource.retry} headingLevel={2} />
      )}
      {groups.data && (
        <FavouriteGroups
          groups={groupList}
          onCreated={(g) => groups.edit((gs) => sortGroups([...gs, g]))}
          onRenamed={groupRenamed}
          onDeleted={groupDeleted}
        />
      )}

      <DomainCatalogue />

      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={pending?.kind === 'delete' ? `Supprimer la surveillance de ${name(pending.s)} ?` : ''}
        message="Ses révélations seront supprimées elles aussi. Pour ne plus en recevoir tout en les gardant, terminez plutôt la surveillance."
        confirmLabel="Oui, supprimer"
        cancelLabel="Non, la conserver"
        onConfirm={() => {
          if (pending?.kind === 'delete') remove(pending.s);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'domain'}
        title="Retirer ce domaine de la surveillance ?"
        message={
          pending?.kind === 'domain'
            ? `Vous ne recevrez plus de révélations « ${LIBELLES_GROUPE_SURVEILLANCE[pending.domain]} » pour ${name(pending.s)}.`
            : ''
        }
        confirmLabel="Oui, retirer"
        cancelLabel="Non, le conserver"
        onConfirm={() => {
          if (pending?.kind === 'domain') removeDomain(pending.s, pending.domain);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
      {pending?.kind === 'group' && (
        <ChangeGroupDialog surveillance={pending.s} groups={groupList} onClose={() => setPending(null)} onMoved={(updated) => moved(pending.s, updated)} />
      )}
    </>
  );
}

/** /espace-personnel/mes-surveillances: the companies the selected account monitors, and its favourite groups. */
export function MonitoringPage() {
  return (
    <PersonalSpacePage title="Mes surveillances" description="Les entreprises que vous surveillez, leurs révélations et vos groupes favoris.">
      <MonitoringGate>{(account) => <MonitoringTools key={account.id} account={account} />}</MonitoringGate>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { monitoringNeeds };
