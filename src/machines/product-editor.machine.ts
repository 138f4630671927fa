import { assign, emit, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { ApiError, FieldErrors } from '@/api/api-error';
import { isApiFailure } from '@/api/api-error';
import { createProduct, deleteProductFile, updateProduct } from '@/api/catalogue.api';
import type {
  Characteristic,
  CreateProductBody,
  Product,
  ProductFile,
  ProductStatus,
  ProductUnit,
} from '@/api/contract/products';
import { apiErrorOf } from './api-error-of';
import type { uploadQueueMachine } from './upload-queue.machine';

/** The form as the manufacturer types it (numbers as typed text). */
export type ProductDraft = {
  name_fr: string;
  name_en: string;
  name_ar: string;
  description_fr: string;
  description_en: string;
  description_ar: string;
  reference: string;
  category_id: number | null;
  sub_category_id: number | null;
  brand_id: number | null;
  unit: ProductUnit;
  price: string;
  on_quote: boolean;
  lead_time_days: string;
  status: ProductStatus;
  characteristics: Characteristic[];
  tags: string;
};

/** Fields the form checks before sending: a name in one language, a reference, numbers. */
export type DraftProblem = 'name_fr' | 'reference' | 'price' | 'lead_time_days' | 'characteristics';

export function draftOf(p?: Product | null): ProductDraft {
  return {
    name_fr: p?.name_fr ?? '',
    name_en: p?.name_en ?? '',
    name_ar: p?.name_ar ?? '',
    description_fr: p?.description_fr ?? '',
    description_en: p?.description_en ?? '',
    description_ar: p?.description_ar ?? '',
    reference: p?.reference ?? '',
    category_id: p?.category?.id ?? null,
    sub_category_id: p?.sub_category?.id ?? null,
    brand_id: p?.brand?.id ?? null,
    unit: p?.unit ?? 'piece',
    price: p?.price_cents != null ? String(p.price_cents / 100) : '',
    on_quote: p?.on_quote ?? false,
    lead_time_days: p?.lead_time_days != null ? String(p.lead_time_days) : '',
    status: p?.status ?? 'draft',
    characteristics: p?.characteristics ?? [],
    tags: p?.tags.join(', ') ?? '',
  };
}

const isAmount = (s: string) => s.trim() === '' || (Number.isFinite(Number(s)) && Number(s) >= 0);

/** What is missing or wrong in the draft before anything is sent. */
export function problemsOf(d: ProductDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (!d.name_fr.trim() && !d.name_en.trim() && !d.name_ar.trim()) out.push('name_fr');
  if (!d.reference.trim()) out.push('reference');
  if (!d.on_quote && !isAmount(d.price)) out.push('price');
  if (!isAmount(d.lead_time_days) || !Number.isInteger(Number(d.lead_time_days)))
    out.push('lead_time_days');
  if (d.characteristics.some((c) => !c.name.trim() || !c.value.trim())) out.push('characteristics');
  return out;
}

/** The body POST/PATCH api/products take. */
export function bodyOf(d: ProductDraft): CreateProductBody {
  const { price, tags, lead_time_days, ...rest } = d;
  return {
    ...rest,
    price_cents: d.on_quote || price.trim() === '' ? null : Math.round(Number(price) * 100),
    lead_time_days: lead_time_days.trim() === '' ? null : Number(lead_time_days),
    characteristics: d.characteristics.map((c) => ({ ...c, unit: c.unit.trim() })),
    tags: tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

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
