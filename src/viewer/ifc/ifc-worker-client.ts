import wasmUrl from 'web-ifc/web-ifc.wasm?url';
import type { ElementIndex, ElementProperties, TreeNode } from '../model/element-data';
import type { GeometryBatch, LoadError } from '@/ifc/geometry-batch';
import type { PropertyColumn } from '@/ifc/property-table';
import type { ElementTakeoffInfo } from '@/ifc/takeoff-quantities';
import type { FromWorker, ModelInfo, ToWorker, WorkerQuery } from './worker-protocol';

export type StreamHandlers = {
  onPhase: (phase: 'parsing' | 'geometry') => void;
  onProgress: (done: number, total: number) => void;
  onBatch: (batch: GeometryBatch, total: number) => void;
  onDone: (info: ModelInfo) => void;
  onFailed: (error: LoadError) => void;
};

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };

/**
 * The main thread's side of the IFC worker. Created as early as possible so web-ifc compiles its
 * wasm while the file downloads; `terminate()` ends the worker and frees its memory.
 */
export class IfcWorkerClient {
  private readonly worker: Worker;
  private handlers: StreamHandlers | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private ended = false;

  constructor() {
    this.worker = new Worker(new URL('./ifc.worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.fail({ code: 'worker-crashed', detail: e.message });
    };
    this.worker.onmessageerror = () => this.fail({ code: 'worker-crashed', detail: 'message' });
    this.send({ type: 'init', wasmUrl: new URL(wasmUrl, location.href).href });
  }

  /** Tells the worker how far the file's download is (it times its warm-up by it). */
  downloadProgress(done: number, total: number): void {
    if (!this.ended) this.send({ type: 'download', done, total });
  }

  /** Hands the file over (transferred, not copied) and streams its geometry to `handlers`. */
  open(bytes: ArrayBuffer, handlers: StreamHandlers): void {
    this.handlers = handlers;
    this.send({ type: 'open', bytes }, [bytes]);
  }

  properties(expressId: number): Promise<ElementProperties | null> {
    return this.query({ kind: 'properties', expressId }) as Promise<ElementProperties | null>;
  }

  spatialTree(): Promise<TreeNode[]> {
    return this.query({ kind: 'spatial-tree' }) as Promise<TreeNode[]>;
  }

  elementIndex(): Promise<ElementIndex> {
    return this.query({ kind: 'element-index' }) as Promise<ElementIndex>;
  }

  takeoffInfo(expressIds: number[]): Promise<ElementTakeoffInfo[]> {
    return this.query({ kind: 'takeoff', expressIds }) as Promise<ElementTakeoffInfo[]>;
  }

  propertyTable(): Promise<PropertyColumn[]> {
    return this.query({ kind: 'property-table' }) as Promise<PropertyColumn[]>;
  }

  terminate(): void {
    if (this.ended) return;
    this.ended = true;
    this.worker.terminate();
    this.handlers = null;
    for (const p of this.pending.values()) p.reject(new Error('viewer closed'));
    this.pending.clear();
  }

  private query(query: WorkerQuery): Promise<unknown> {
    if (this.ended) return Promise.reject(new Error('viewer closed'));
    const requestId = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(requestId, { resolve, reject });
      this.send({ type: 'query', requestId, query });
    });
  }

  private send(message: ToWorker, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  private fail(error: LoadError): void {
    this.handlers?.onFailed(error);
    this.terminate();
  }

  private receive(message: FromWorker): void {
    const h = this.handlers;
    switch (message.type) {
      case 'phase':
        h?.onPhase(message.phase);
        break;
      case 'progress':
        h?.onProgress(message.done, message.total);
        break;
      case 'batch':
        h?.onBatch(message.batch, message.total);
        break;
      case 'done':
        h?.onDone(message.info);
        break;
      case 'failed':
        h?.onFailed(message.error);
        break;
      case 'answer': {
        const p = this.pending.get(message.requestId);
        this.pending.delete(message.requestId);
        if (!p) break;
        if (message.ok) p.resolve(message.data);
        else p.reject(new Error(message.message));
        break;
      }
    }
  }
}

let prewarmed: IfcWorkerClient | null = null;

/**
 * Starts a worker (script load and web-ifc's wasm compile) as soon as the IFC viewer's code
 * loads, before the page renders and the download starts; the next loader takes it.
 */
export function prewarmIfcWorker(): void {
  if (typeof Worker === 'undefined') return;
  prewarmed ??= new IfcWorkerClient();
}

/** Ends the prewarmed worker, if any (a processed model needs none: its warm-up takes a core). */
export function dropPrewarmedIfcWorker(): void {
  prewarmed?.terminate();
  prewarmed = null;
}

/** The prewarmed worker if there is one (each is used once), else a new one. */
export function takeIfcWorker(): IfcWorkerClient {
  const client = prewarmed ?? new IfcWorkerClient();
  prewarmed = null;
  return client;
}
