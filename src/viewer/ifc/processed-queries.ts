import { getElement, getModelTree, listElements } from '@/api/models.api';
import type { ElementIndex, ElementProperties, TreeNode } from '../model/element-data';
import { tableFromProperties, type PropertyColumn } from '@/ifc/property-table';
import type { ModelQueries } from './ifc-model';

/** Small pages, read one at a time when the page is idle: parsing one stays under a frame's time. */
const PAGE = 100;

const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), { timeout: 1000 })
      : setTimeout(resolve, 50),
  );

/**
 * A processed version's properties and trees, read from the model service's index (no worker):
 * the tree and the element index in one call, every element's properties prefetched in small
 * pages while the page is idle once the model is shown, and one element asked for by GlobalId
 * when a click comes first.
 */
export class ProcessedQueries implements ModelQueries {
  private treePromise: Promise<{ tree: TreeNode[]; index: ElementIndex }> | null = null;
  private readonly props = new Map<number, ElementProperties>();
  private readonly controller = new AbortController();

  constructor(
    private readonly fileId: string,
    private readonly version: number,
  ) {}

  cached(element: number): ElementProperties | undefined {
    return this.props.get(element);
  }

  async properties(_expressId: number, element: number): Promise<ElementProperties | null> {
    const hit = this.props.get(element);
    if (hit) return hit;
    const globalId = (await this.elementIndex()).globalIds[element];
    if (!globalId) return null;
    const found = await getElement(this.fileId, this.version, globalId, this.controller.signal);
    if (found.properties) this.props.set(element, found.properties);
    return found.properties ?? null;
  }

  spatialTree(): Promise<TreeNode[]> {
    return this.load().then((r) => r.tree);
  }

  elementIndex(): Promise<ElementIndex> {
    return this.load().then((r) => r.index);
  }

  /** Reads every element's properties in the background, a page at a time. */
  async prefetch(): Promise<void> {
    const signal = this.controller.signal;
    for (let page = 1; !signal.aborted; page++) {
      await idle();
      const res = await listElements(
        this.fileId,
        this.version,
        { page, per_page: PAGE, with: 'properties', geometry: 'true' },
        signal,
      );
      for (const e of res.data)
        if (e.element_index !== null && e.properties) this.props.set(e.element_index, e.properties);
      if (page >= res.meta.last_page) break;
    }
  }

  /** Every element's properties as the property filter's columns (all pages read at once). */
  async propertyTable(): Promise<PropertyColumn[]> {
    const signal = this.controller.signal;
    for (let page = 1, last = 1; page <= last && !signal.aborted; page++) {
      const res = await listElements(
        this.fileId,
        this.version,
        { page, per_page: PAGE * 5, with: 'properties', geometry: 'true' },
        signal,
      );
      for (const e of res.data)
        if (e.element_index !== null && e.properties) this.props.set(e.element_index, e.properties);
      last = res.meta.last_page;
    }
    return tableFromProperties(this.props.entries());
  }

  dispose(): void {
    this.controller.abort();
  }

  private load() {
    this.treePromise ??= getModelTree(this.fileId, this.version, this.controller.signal);
    return this.treePromise;
  }
}
