import type { MouseEvent, ReactNode } from 'react';
import { useChartCaption } from './chartCaption';
import { followSiteLink } from '../routing/SiteLink';
import { classNames } from './classNames';

/** A node of a network: a company or a person, each a link to its page. */
export interface NetworkGraphNode {
  key: string;
  kind: 'company' | 'person';
  /** Its name, shown and read. */
  label: string;
  /** A second line: a role, a number, a state. */
  detail?: string;
  href: string;
  /** The node it was reached from (null for the root): the graph draws the tree of these links. */
  parent: string | null;
  /** Links to other listed nodes than its parent and children, said after its name. */
  otherLinks?: number;
}

export interface NetworkGraphProps {
  /** What the graph shows ("Réseau des dirigeants de …"). */
  label: string;
  /** Root first; a node comes after its parent. */
  nodes: readonly NetworkGraphNode[];
  /** Nodes within reach not listed (« et N autres »). */
  more?: number;
  caption?: ReactNode;
  className?: string;
}

/** Geometry, in the SVG's user units (pixels at natural size). */
const ROW = 44;
const INDENT = 24;
const LEFT = 12;
const TOP = 16;
const WIDTH = 420;
/** Average advance of a character of the label (15 px, bold) and of the detail (13 px), for cutting them to the width. */
const LABEL_CHAR = 9.5;
const DETAIL_CHAR = 7.5;

export interface NetworkGraphRow {
  node: NetworkGraphNode;
  depth: number;
  x: number;
  y: number;
  /** The parent's point, for the elbow that links them. */
  from: { x: number; y: number } | null;
}

/**
 * The rows of the drawing: the nodes in depth-first order from the root (a node's children right
 * after it, in the order given), indented by depth. Nodes whose parent is not listed come last.
 */
export function networkRows(nodes: readonly NetworkGraphNode[]): NetworkGraphRow[] {
  const children = new Map<string | null, NetworkGraphNode[]>();
  const keys = new Set(nodes.map((n) => n.key));
  for (const n of nodes) {
    const parent = n.parent !== null && keys.has(n.parent) ? n.parent : n === nodes[0] ? null : '';
    children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  const rows: NetworkGraphRow[] = [];
  const at = new Map<string, NetworkGraphRow>();
  const visit = (n: NetworkGraphNode, depth: number) => {
    if (at.has(n.key)) return;
    const parent = n.parent === null ? undefined : at.get(n.parent);
    const row: NetworkGraphRow = {
      node: n,
      depth,
      x: LEFT + depth * INDENT + 8,
      y: TOP + rows.length * ROW + 10,
      from: parent ? { x: parent.x, y: parent.y } : null,
    };
    rows.push(row);
    at.set(n.key, row);
    for (const c of children.get(n.key) ?? []) visit(c, depth + 1);
  };
  for (const root of children.get(null) ?? []) visit(root, 0);
  for (const orphan of children.get('') ?? []) visit(orphan, 0);
  return rows;
}

/** `s` cut to what fits between `x` and the right edge at `char` units a character. */
const cut = (s: string, x: number, char: number) => {
  const max = Math.max(8, Math.floor((WIDTH - x - 8) / char));
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/**
 * A network of companies and persons as an SVG tree: each node a link to its page (keyboard order
 * = reading order: a node, then what was reached from it), companies as squares, persons as
 * circles, the links each was reached by drawn as elbows. The links carry the whole name and detail
 * for assistive technologies; the same data belongs in a table after it. Colours come from the
 * kit's stylesheet (chart tones).
 */
export function NetworkGraph({ label, nodes, more = 0, caption, className }: NetworkGraphProps) {
  const { describedBy, figcaption } = useChartCaption(caption);
  const rows = networkRows(nodes);
  const height = TOP + (rows.length + (more > 0 ? 1 : 0)) * ROW;
  // React types an SVG <a> as an HTML one; a click on it is followed inside the page all the same.
  const follow = (href: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    followSiteLink(e, href);
  };
  return (
    <figure className={classNames('chart', 'network-graph', className)}>
      <svg
        className="network-graph__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        role="group"
        aria-label={label}
        aria-describedby={describedBy}
        preserveAspectRatio="xMinYMin meet"
      >
        <g aria-hidden="true">
          {rows.map((r) =>
            r.from ? <path key={r.node.key} className="network-graph__link" d={`M${r.from.x} ${r.from.y}V${r.y}H${r.x}`} /> : null,
          )}
        </g>
        {rows.map((r) => {
          const { node } = r;
          const label = cut(node.otherLinks ? `${node.label} +${node.otherLinks}` : node.label, r.x + 14, LABEL_CHAR);
          const detail = node.detail ? cut(node.detail, r.x + 14, DETAIL_CHAR) : null;
          const kind = node.kind === 'company' ? 'entreprise' : 'personne';
          const whole = label.endsWith('…') || detail?.endsWith('…') ? ` : ${node.label}${node.detail ? `, ${node.detail}` : ''}` : '';
          const others = node.otherLinks ? `, lié à ${node.otherLinks} autre${node.otherLinks > 1 ? 's' : ''} élément${node.otherLinks > 1 ? 's' : ''} du réseau` : '';
          return (
            <a
              key={node.key}
              href={node.href}
              className={classNames('network-graph__node', `network-graph__node--${node.kind}`, r.depth === 0 && 'network-graph__node--root')}
              // The name begins with the text shown (what a voice user says), then what the shape and a cut say.
              aria-label={`${label}${detail ? ` ${detail}` : ''} (${kind}${whole}${others})`}
              onClick={follow(node.href)}
            >
              <rect className="network-graph__hit" x={r.x - 12} y={r.y - 14} width={WIDTH - r.x + 8} height={ROW - 4} rx={4} />
              {node.kind === 'company' ? (
                <rect className="network-graph__mark" x={r.x - 7} y={r.y - 7} width={14} height={14} rx={2} />
              ) : (
                <circle className="network-graph__mark" cx={r.x} cy={r.y} r={7} />
              )}
              {/* One text: what it shows reads « name detail », as its name says. */}
              <text className="network-graph__label" x={r.x + 14} y={r.y} dominantBaseline="middle">
                <tspan className="network-graph__name">{detail ? `${label} ` : label}</tspan>
                {detail && (
                  <tspan className="network-graph__detail" x={r.x + 14} dy={17}>
                    {detail}
                  </tspan>
                )}
              </text>
            </a>
          );
        })}
        {more > 0 && (
          <text className="network-graph__detail" x={LEFT} y={TOP + rows.length * ROW + 10} dominantBaseline="middle">
            et {more} autre{more > 1 ? 's' : ''}
          </text>
        )}
      </svg>
      <ul className="chart__legend" aria-hidden="true">
        <li className="chart__legend-item">
          <span className="network-graph__swatch network-graph__swatch--company" /> Entreprise
        </li>
        <li className="chart__legend-item">
          <span className="network-graph__swatch network-graph__swatch--person" /> Personne
        </li>
      </ul>
      {figcaption}
    </figure>
  );
}
