import { assign, emit, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { ApiError, FieldErrors } from '@/api/api-error';
import { isApiFailure } from '@/api/api-error';
import { createProduct, deleteProductFile, updateProduct } from '@/api/catalogue.api';
import type { CreateProductBody, Product, ProductFile } from '@/api/contract/products';
import { apiErrorOf } from './api-error-of';
import { bodyOf, draftOf, problemsOf, type DraftProblem, type ProductDraft } from './product-draft';
import type { uploadQueueMachine } from './upload-queue.machine';

export { bodyOf, draftOf, problemsOf, type DraftProblem, type ProductDraft };

export type ProductEditorEvent =
  | { type: 'editor.change'; patch: Partial<ProductDraft> }
  | { type: 'editor.save' }
  /** Files go to the tab's upload queue (the product must be saved first). */
  | { type: 'files.add'; files: File[] }
  | { type: 'files.remove'; fileId: string }
  /** From the upload queue: one of this product's files is stored. */
  | { type: 'files.uploaded'; productId: string; file: ProductFile }
  /**
   * The product as the server has it now (the page's query, fetched again on mount): its files
   * join the list. An upload that ended while no editor listened (between the new product's
   * form and its edit page) is found this way.
   */
  | { type: 'files.loaded'; product: Product };

export type ProductEditorEmitted = { type: 'editor.saved'; product: Product; created: boolean };

type UploadQueueRef = ActorRefFrom<typeof uploadQueueMachine>;
export type ProductEditorInput = { product?: Product | null; uploads: UploadQueueRef };

type Context = {
  product: Product | null;
  draft: ProductDraft;
  uploads: UploadQueueRef;
  /** Checked on the client: the fields to fix before saving. */
  problems: DraftProblem[];
  /** The server's 422, field by field. */
  fields: FieldErrors;
  /** A failure that is no one field's (network, 403…). */
  error: ApiError | null;
  fileError: ApiError | null;
};

/** Tells the editor about every upload of the queue that stored a file of this product. */
const watchUploads = fromCallback<ProductEditorEvent, { uploads: UploadQueueRef }>(
  ({ input, sendBack }) => {
    const sub = input.uploads.on('upload.completed', ({ item }) => {
      if (item.target.kind === 'product' && item.product)
        sendBack({
          type: 'files.uploaded',
          productId: item.target.productId,
          file: item.product,
        });
    });
    return () => sub.unsubscribe();
  },
);

/**
 * A manufacturer's product form (/fab/products/new and {id}/edit): the draft is edited, checked,
 * then saving → saved, or invalid (the client's checks or the server's 422, field by field); any
 * other failure returns to the draft with its message. Once the product exists, its files go
 * through the tab's upload queue (progress, cancel, retry there) and come back here when stored;
 * removing one is a request of its own, beside the form.
 */
export const productEditorMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ProductEditorEvent,
    input: {} as ProductEditorInput,
    emitted: {} as ProductEditorEmitted,
  },
  actors: {
    saveProduct: fromPromise<Product, { id: string | null; body: CreateProductBody }>(
      ({ input }) => (input.id ? updateProduct(input.id, input.body) : createProduct(input.body)),
    ),
    removeFile: fromPromise<string, { productId: string; fileId: string }>(async ({ input }) => {
      await deleteProductFile(input.productId, input.fileId);
      return input.fileId;
    }),
    watchUploads,
  },
  guards: {
    isComplete: ({ context }) => problemsOf(context.draft).length === 0,
    isRefusal: (_, p: { error: unknown }) =>
      isApiFailure(p.error) && p.error.error.kind === 'validation',
    isSaved: ({ context }) => context.product !== null,
    isMine: ({ context }, p: { productId: string }) => context.product?.id === p.productId,
  },
  actions: {
    change: assign(({ context }, p: { patch: Partial<ProductDraft> }) => {
      const draft = { ...context.draft, ...p.patch };
      const changed = Object.keys(p.patch);
      // A name in any language answers « a name is needed » (shown under the French one).
      if (changed.some((k) => k.startsWith('name_'))) changed.push('name_fr');
      return {
        draft,
        // A field the user touches loses its message; the others keep theirs until saving.
        problems: context.problems.filter((x) => !changed.includes(x)),
        fields: context.fields.filter((f) => !changed.includes(f.field)),
        error: null,
      };
    }),
    markProblems: assign(({ context }) => ({ problems: problemsOf(context.draft), fields: [] })),
    keepSaved: assign((_, p: { product: Product }) => ({
      product: p.product,
      problems: [],
      fields: [],
      error: null,
    })),
    announceSaved: emit((_, p: { product: Product; created: boolean }) => ({
      type: 'editor.saved' as const,
      ...p,
    })),
    keepFields: assign((_, p: { error: unknown }) => {
      const e = apiErrorOf(p.error);
      return { fields: e.kind === 'validation' ? e.fields : [], error: e };
    }),
    keepError: assign((_, p: { error: unknown }) => ({ error: apiErrorOf(p.error) })),
    enqueue: sendTo(
      ({ context }) => context.uploads,
      ({ context }, p: { files: File[] }) => ({
        type: 'upload.add' as const,
        files: p.files,
        target: { kind: 'product' as const, productId: context.product!.id },
      }),
    ),
    addFile: assign(({ context }, p: { file: ProductFile }) => ({
      product: context.product && {
        ...context.product,
        files: [...context.product.files.filter((f) => f.id !== p.file.id), p.file],
      },
      fileError: null,
    })),
    mergeFiles: assign(({ context }, p: { product: Product }) => {
      if (!context.product || context.product.id !== p.product.id) return {};
      const known = new Set(p.product.files.map((f) => f.id));
      return {
        product: {
          ...context.product,
          files: [...p.product.files, ...context.product.files.filter((f) => !known.has(f.id))],
        },
      };
    }),
    dropFile: assign(({ context }, p: { fileId: string }) => ({
      product: context.product && {
        ...context.product,
        files: context.product.files.filter((f) => f.id !== p.fileId),
      },
      fileError: null,
    })),
    keepFileError: assign((_, p: { error: unknown }) => ({ fileError: apiErrorOf(p.error) })),
  },
}).createMachine({
  id: 'productEditor',
  context: ({ input }) => ({
    product: input.product ?? null,
    draft: draftOf(input.product),
    uploads: input.uploads,
    problems: [],
    fields: [],
    error: null,
    fileError: null,
  }),
  type: 'parallel',
  states: {
    form: {
      initial: 'draft',
      states: {
        draft: {},
        saving: {
          // Typing goes on while saving; the answer is kept (the next save sends the rest).
          on: {
            'editor.change': { actions: { type: 'change', params: ({ event }) => event } },
            'editor.save': {},
          },
          invoke: {
            src: 'saveProduct',
            input: ({ context }) => ({
              id: context.product?.id ?? null,
              body: bodyOf(context.draft),
            }),
            onDone: {
              target: 'saved',
              actions: [
                {
                  type: 'announceSaved',
                  params: ({ event, context }) => ({
                    product: event.output,
                    created: context.product === null,
                  }),
                },
                { type: 'keepSaved', params: ({ event }) => ({ product: event.output }) },
              ],
            },
            onError: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'invalid',
                actions: { type: 'keepFields', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'draft',
                actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        saved: {},
        invalid: {},
      },
      on: {
        'editor.change': {
          target: '.draft',
          actions: { type: 'change', params: ({ event }) => event },
        },
        'editor.save': [
          { guard: 'isComplete', target: '.saving' },
          { target: '.invalid', actions: 'markProblems' },
        ],
      },
    },
    files: {
      invoke: {
        src: 'watchUploads',
        input: ({ context }) => ({ uploads: context.uploads }),
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'files.remove': { guard: 'isSaved', target: 'removing' },
          },
        },
        removing: {
          invoke: {
            src: 'removeFile',
            input: ({ context, event }) => ({
              productId: context.product!.id,
              fileId: (event as { fileId: string }).fileId,
            }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'dropFile',
                params: ({ event }) => ({ fileId: event.output }),
              },
            },
            onError: {
              target: 'idle',
              actions: { type: 'keepFileError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
      on: {
        'files.add': {
          guard: 'isSaved',
          actions: { type: 'enqueue', params: ({ event }) => event },
        },
        'files.uploaded': {
          guard: { type: 'isMine', params: ({ event }) => event },
          actions: { type: 'addFile', params: ({ event }) => event },
        },
        'files.loaded': { actions: { type: 'mergeFiles', params: ({ event }) => event } },
      },
    },
  },
});
