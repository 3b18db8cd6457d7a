// The « Réseau » section's content, loaded when the section comes into view (NetworkSection): the
// graph of the kit, then the same links as a table, then « et N autres » beyond the cap.
import { Link } from '@portail/shared/routing/RouterLink';
import { NetworkGraph, type NetworkGraphNode } from '@portail/shared/ui/NetworkGraph';
import { DataTable, NetworkSchema, apiCall, useResource, type DataTableColumn, type Network, type NetworkLink, type NetworkNode } from '@portail/shared';
import { SectionBody } from '../../record/RecordParts';
import { COMPANY_STATUS_LABELS, companyName, dateOrDash, identifierLabel, personName } from '../../record/labels';
import { companyPath, executivePath } from '../../record/paths';

export type NetworkRoot = { kind: 'entreprise' | 'personne'; id: number; name: string };

/** The network around a company or a person (GET /api/entreprises/:id/reseau, /api/personnes_physiques/:id/reseau). */
export const networkCall = (root: Pick<NetworkRoot, 'kind' | 'id'>) =>
  apiCall(NetworkSchema, `${root.kind === 'entreprise' ? 'entreprises' : 'personnes_physiques'}/${root.id}/reseau`);

const nodeName = (n: NetworkNode) => (n.type === 'entreprise' ? companyName(n) : personName(n));
const nodePath = (n: NetworkNode) => (n.type === 'entreprise' ? companyPath(n) : executivePath(n));

/** A link's level: 1 for the root's own mandates and those of its direct neighbours, 2 beyond. */
const levelOf = (l: NetworkLink, byKey: Map<string, NetworkNode>) =>
  Math.max(1, Math.ceil(Math.max(byKey.get(l.entreprise)?.distance ?? 0, byKey.get(l.personne)?.distance ?? 0) / 2));

/** The graph's nodes: each under the first listed node it was reached from (one link nearer the root). */
export function graphNodes(n: Network): NetworkGraphNode[] {
  const byKey = new Map(n.noeuds.map((x) => [x.cle, x]));
  return n.noeuds.map((x) => {
    const ends = n.liens.filter((l) => l.entreprise === x.cle || l.personne === x.cle);
    const neighbours = ends.map((l) => byKey.get(l.entreprise === x.cle ? l.personne : l.entreprise)!);
    const parentLink = ends.find((l) => byKey.get(l.entreprise === x.cle ? l.personne : l.entreprise)!.distance === x.distance - 1);
    const parent = x.cle === n.racine || !parentLink ? null : parentLink.entreprise === x.cle ? parentLink.personne : parentLink.entreprise;
    const children = neighbours.filter((m) => m.distance === x.distance + 1).length;
    const otherLinks = new Set(neighbours.map((m) => m.cle)).size - (parent ? 1 : 0) - children;
    const roles = [...new Set(ends.filter((l) => l.personne === x.cle && (l.entreprise === parent || parent === null)).map((l) => l.role))];
    const detail =
      x.type === 'entreprise'
        ? [identifierLabel(x), x.statut_entreprise !== 'ACTIF' ? COMPANY_STATUS_LABELS[x.statut_entreprise] : null].filter(Boolean).join(' · ')
        : roles.join(', ');
    return {
      key: x.cle,
      kind: x.type === 'entreprise' ? 'company' : 'person',
      label: nodeName(x),
      ...(detail ? { detail } : {}),
      href: nodePath(x),
      parent,
      ...(otherLinks > 0 ? { otherLinks } : {}),
    };
  });
}

interface Row {
  key: string;
  company: NetworkNode;
  person: NetworkNode;
  role: string;
  since: string | null;
  level: number;
}

const nodeLink = (n: NetworkNode) => <Link to={nodePath(n)}>{nodeName(n)}</Link>;

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'entreprise', header: 'Entreprise', rowHeader: true, cell: (r) => nodeLink(r.company), sortValue: (r) => nodeName(r.company) },
  { key: 'dirigeant', header: 'Dirigeant', cell: (r) => nodeLink(r.person), sortValue: (r) => nodeName(r.person) },
  { key: 'fonction', header: 'Fonction', cell: (r) => r.role, sortValue: (r) => r.role },
  { key: 'depuis', header: 'Depuis le', cell: (r) => dateOrDash(r.since), sortValue: (r) => r.since, firstDirection: 'descending' },
  { key: 'niveau', header: 'Niveau', cell: (r) => String(r.level), sortValue: (r) => r.level, numeric: true },
];

function tableRows(n: Network): Row[] {
  const byKey = new Map(n.noeuds.map((x) => [x.cle, x]));
  return n.liens.map((l, i) => ({
    key: `${l.entreprise}-${l.personne}-${i}`,
    company: byKey.get(l.entreprise)!,
    person: byKey.get(l.personne)!,
    role: l.role,
    since: l.date_debut,
    level: levelOf(l, byKey),
  }));
}

const others = (n: number) => `et ${n} autre${n > 1 ? 's' : ''}`;

export function NetworkContent({ root, network: n }: { root: NetworkRoot; network: Network }) {
  const label = `Réseau de ${root.name} : dirigeants et mandats sur deux niveaux`;
  return (
    <>
      <p>
        {root.kind === 'entreprise'
          ? 'Les dirigeants en fonction, leurs autres mandats, puis les dirigeants de ces entreprises et leurs mandats.'
          : 'Les entreprises où cette personne est dirigeant, les autres dirigeants de ces entreprises et leurs mandats.'}{' '}
        {n.noeuds.length} élément{n.noeuds.length > 1 ? 's' : ''} affiché{n.noeuds.length > 1 ? 's' : ''}
        {n.autres > 0 ? `, ${others(n.autres)} non affichés.` : '.'}
      </p>
      <NetworkGraph
        label={label}
        nodes={graphNodes(n)}
        more={n.autres}
        caption="Chaque élément mène à sa fiche ; le tableau qui suit donne les mêmes liens."
      />
      <DataTable caption={`Mandats du réseau de ${root.name}`} columns={COLUMNS} rows={tableRows(n)} rowKey={(r) => r.key} />
      {n.autres > 0 && <p className="record-network__more">{others(n.autres)}, au-delà des 50 premiers éléments du réseau.</p>}
    </>
  );
}

/** The section's body: the call, then its content (loaded with it, on demand). */
export default function NetworkView({ root }: { root: NetworkRoot }) {
  const network = useResource(networkCall(root));
  return (
    <SectionBody state={network} lines={6} isEmpty={(d) => d.liens.length === 0} empty="Aucun mandat en cours connu pour constituer un réseau.">
      {(d) => <NetworkContent root={root} network={d} />}
    </SectionBody>
  );
}
