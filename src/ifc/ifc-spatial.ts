import * as W from 'web-ifc';
import type { ElementIndex, TreeNode } from '../api/contract/element-data';
import { isLine, type Line, type Lines, refId, scalar } from './ifc-lines';

/** Reads names without inverse attributes (cheap enough for every node of a big model). */
class Names {
  private readonly cache = new Map<number, { type: string; name: string; globalId: string }>();
  constructor(private readonly lines: Lines) {}

  of(id: number): { type: string; name: string; globalId: string } {
    let hit = this.cache.get(id);
    if (!hit) {
      const { api, modelId } = this.lines;
      let line: Line | null = null;
      try {
        const raw: unknown = api.GetLine(modelId, id, false, false);
        line = isLine(raw) ? raw : null;
      } catch {
        line = null;
      }
      const text = (key: string) => {
        const v = line ? scalar(line[key]) : null;
        return v === null ? '' : String(v);
      };
      hit = {
        type: line ? this.lines.typeName(line) : '',
        name: text('Name') || text('LongName'),
        globalId: text('GlobalId'),
      };
      this.cache.set(id, hit);
    }
    return hit;
  }
}

/** The relation lines of one type, as (relating id, related ids). */
function relations(
  lines: Lines,
  type: number,
  relating: string,
  related: string,
): [number, number[]][] {
  const { api, modelId } = lines;
  const ids = api.GetLineIDsWithType(modelId, type);
  const out: [number, number[]][] = [];
  for (let i = 0; i < ids.size(); i++) {
    const raw: unknown = api.GetLine(modelId, ids.get(i), false, false);
    if (!isLine(raw)) continue;
    const from = refId(raw[relating]);
    const list = raw[related];
    const to = (Array.isArray(list) ? list : [list])
      .map(refId)
      .filter((v): v is number => v !== null);
    if (from !== null) out.push([from, to]);
  }
  return out;
}

/**
 * Project → site → building → storey → elements (aggregation and spatial containment), with
 * `element` set on the nodes that have geometry. Elements with geometry that no structure
 * contains come last, under an `unassigned` node.
 */
export function readSpatialTree(lines: Lines, elementIndexOf: Map<number, number>): TreeNode[] {
  const children = new Map<number, number[]>();
  const hasParent = new Set<number>();
  const link = ([from, to]: [number, number[]]) => {
    const list = children.get(from) ?? [];
    list.push(...to);
    children.set(from, list);
    to.forEach((id) => hasParent.add(id));
  };
  relations(lines, W.IFCRELAGGREGATES, 'RelatingObject', 'RelatedObjects').forEach(link);
  relations(
    lines,
    W.IFCRELCONTAINEDINSPATIALSTRUCTURE,
    'RelatingStructure',
    'RelatedElements',
  ).forEach(link);

  const names = new Names(lines);
  const placed = new Set<number>();
  const build = (id: number, depth: number): TreeNode => {
    placed.add(id);
    const { type, name } = names.of(id);
    const kids = depth > 64 ? [] : (children.get(id) ?? []).filter((c) => !placed.has(c));
    const node: TreeNode = {
      expressId: id,
      type,
      name,
      children: kids.map((c) => build(c, depth + 1)),
    };
    const element = elementIndexOf.get(id);
    if (element !== undefined) node.element = element;
    return node;
  };

  const projects = lines.api.GetLineIDsWithType(lines.modelId, W.IFCPROJECT);
  const roots: TreeNode[] = [];
  for (let i = 0; i < projects.size(); i++) roots.push(build(projects.get(i), 0));
  // Structures that hang from nothing (no project relation) still deserve a place.
  for (const id of children.keys())
    if (!hasParent.has(id) && !placed.has(id)) roots.push(build(id, 0));

  const orphans: TreeNode[] = [];
  for (const [expressId, element] of elementIndexOf) {
    if (placed.has(expressId)) continue;
    const { type, name } = names.of(expressId);
    orphans.push({ expressId, type, name, element, children: [] });
  }
  if (orphans.length > 0) {
    roots.push({ expressId: 0, kind: 'unassigned', type: '', name: '', children: orphans });
  }
  return roots;
}

/** Type, name and GlobalId of every element with geometry, by dense index. */
export function readElementIndex(lines: Lines, expressIds: number[]): ElementIndex {
  const names = new Names(lines);
  const index: ElementIndex = { expressIds, types: [], names: [], globalIds: [] };
  for (const id of expressIds) {
    const n = names.of(id);
    index.types.push(n.type);
    index.names.push(n.name);
    index.globalIds.push(n.globalId);
  }
  return index;
}
