import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, LoadFailed, Loading, Pagination, useResource, userMessage, type RevelationPage, type SelectedCustomerAccount } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { ActionNotice, type Notice } from './ActionNotice';
import {
  REVELATION_PAGE_SIZE,
  downloadRevelationReport,
  markAllRevelationsRead,
  markRevelations,
  notifyRevelationsChanged,
  type RevelationFilter,
} from './api';
import { MonitoringGate } from './MonitoringGate';
import { revelationsNeeds } from './needs';
import { MONITORING_CRUMB, MONITORING_PATH } from './paths';
import { ReportDownloads } from './ReportDownloads';
import { RevelationFilters, isFiltered, revelationParams } from './RevelationFilters';
import { RevelationTable } from './RevelationTable';
import { useEditable } from './useEditable';
import './monitoring.css';

const NONE: ReadonlySet<number> = new Set();

function plural(n: number, word: string): string {
  return `${n} ${word}${n > 1 ? 's' : ''}`;
}

/** How many match, and (whatever their read state, which the count of unread ones ignores) how many are unread. */
function countLabel(data: RevelationPage, filter: RevelationFilter): string {
  const total = isFiltered(filter) ? `${plural(data.total, 'révélation')} correspondant à vos filtres` : plural(data.total, 'révélation');
  if (filter.lue !== null) return `${total}.`;
  return `${total}, dont ${data.non_lues} non lue${data.non_lues > 1 ? 's' : ''}.`;
}

function RevelationTools({ account }: { account: SelectedCustomerAccount }) {
  const [, setParams] = useSearchParams();
  // The monitoring service answers for the session's selected account: its loader keys each account's answers apart.
  const { filter, groups: groupsCall, list: revelations } = usePageNeeds(revelationsNeeds);
  const groups = useResource(groupsCall);
  const key = revelations?.key ?? null;
  const list = useResource(revelations);
  const page = useEditable(list);
  const [selection, setSelection] = useState<{ key: string | null; ids: ReadonlySet<number> }>({ key, ids: NONE });
  const selected = selection.key === key ? selection.ids : NONE;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const go = (next: Partial<RevelationFilter>) => setParams(revelationParams({ ...filter, ...next }));

  const mark = async (ids: readonly number[] | 'all', read: boolean) => {
    if (ids !== 'all' && ids.length === 0) {
      setNotice({ tone: 'error', text: 'Sélectionnez au moins une révélation.' });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      if (ids === 'all') await markAllRevelationsRead();
      else await markRevelations(ids, read);
      // The unread count is the one of the filters: these rows match them.
      page.edit((p) => {
        const changes = p.items.filter((r) => (ids === 'all' || ids.includes(r.id)) && r.lue !== read).length;
        return {
          ...p,
          non_lues: ids === 'all' ? 0 : Math.max(0, p.non_lues + (read ? -changes : changes)),
          items: p.items.map((r) => (ids === 'all' || ids.includes(r.id) ? { ...r, lue: read } : r)),
        };
      });
      setSelection({ key, ids: NONE });
      notifyRevelationsChanged();
      setNotice({
        tone: 'success',
        text:
          ids === 'all'
            ? 'Toutes vos révélations sont marquées comme lues.'
            : `${plural(ids.length, 'révélation')} marquée${ids.length > 1 ? 's' : ''} comme ${read ? 'lue' : 'non lue'}${ids.length > 1 ? 's' : ''}.`,
      });
    } catch (err) {
      setNotice({ tone: 'error', text: userMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const data = page.data;
  return (
    <>
      <RevelationFilters
        key={revelationParams({ ...filter, page: 0 }).toString()}
        filter={filter}
        groups={groups.status === 'ready' ? groups.data : []}
        onApply={(f) => go({ ...f, page: 0 })}
      />
      <ActionNotice notice={notice} />
      {list.status === 'loading' && <Loading label="Chargement de vos révélations…" />}
      {(list.status === 'error' || list.status === 'not-found') && (
        <LoadFailed title="Vos révélations n'ont pas pu être chargées" error={list.error} onRetry={list.retry} headingLevel={2} />
      )}
      {data && data.total === 0 && (
        <EmptyState
          title={isFiltered(filter) ? 'Aucune révélation ne correspond à ces filtres' : "Vous n'avez pas encore de révélation"}
          action={<Link to={MONITORING_PATH}>Voir mes surveillances</Link>}
        >
          <p>Une révélation vous avertit d'un changement survenu dans une entreprise que vous surveillez.</p>
        </EmptyState>
      )}
      {data && data.total > 0 && (
        <>
          <p role="status">{countLabel(data, filter)}</p>
          <div className="revelation-actions" role="group" aria-label="Lecture des révélations">
            <span className="revelation-actions__count">{selected.size === 0 ? 'Aucune révélation sélectionnée' : `${plural(selected.size, 'révélation')} sélectionnée${selected.size > 1 ? 's' : ''}`}</span>
            <span className="btn-group">
              <Button variant="secondary" disabled={busy} onClick={() => void mark([...selected], true)}>
                Marquer comme lu(e)s
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void mark([...selected], false)}>
                Marquer comme non lu(e)s
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void mark('all', true)}>
                Tout marquer comme lu
              </Button>
            </span>
          </div>
          <RevelationTable rows={data.items} selected={selected} onSelect={(ids) => setSelection({ key, ids })} />
          <Pagination page={filter.page} pageCount={Math.ceil(data.total / REVELATION_PAGE_SIZE)} onChange={(p) => go({ page: p })} label="Pages de mes révélations" />
          <ReportDownloads label="Télécharger le rapport" download={(format) => downloadRevelationReport(format, filter, account.numero_client)} />
        </>
      )}
      <p>
        <Link to={MONITORING_PATH}>Retour à mes surveillances</Link>
      </p>
    </>
  );
}

/** /espace-personnel/mes-surveillances/mes-revelations: what changed in the monitored companies, newest first. */
export function RevelationsPage() {
  return (
    <PersonalSpacePage title="Mes révélations" trail={[MONITORING_CRUMB]} description="Les changements survenus dans les entreprises que vous surveillez.">
      <MonitoringGate>{(account) => <RevelationTools key={account.id} account={account} />}</MonitoringGate>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { revelationsNeeds };
