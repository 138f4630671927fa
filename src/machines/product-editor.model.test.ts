import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiFailure } from '@/api/api-error';
import type { CreateProductBody, Product, ProductFile } from '@/api/contract/products';
import {
  bodyOf,
  draftOf,
  problemsOf,
  productEditorMachine,
  type ProductDraft,
  type ProductEditorEmitted,
} from './product-editor.machine';
import { coveringPaths } from './testing/covering-paths';
import { controlledActor, flush } from './testing/harness';
import {
  uploadQueueMachine,
  type UploaderInput,
  type UploadQueueEvent,
} from './upload-queue.machine';

/**
 * What a manufacturer sees creating a product: an incomplete form is flagged before anything is
 * sent; saving ends saved, refused field by field (422) or failed (network: the draft stays, to
 * save again); a saved product takes files through the upload queue (stored, or failed there)
 * and a stored file can be removed.
 */
const spec = createMachine({
  id: 'productEditorSpec',
  initial: 'editing',
  states: {
    editing: { on: { SAVE_INCOMPLETE: 'incomplete', SAVE: 'saving' } },
    incomplete: { on: { COMPLETE: 'editing' } },
    saving: {
      on: { ACCEPTED: 'saved', REFUSED: 'refused', FAILS: 'failed', TYPE_WHILE_SAVING: 'saving' },
    },
    refused: { on: { FIX: 'editing' } },
    failed: { on: { SAVE: 'saving' } },
    saved: { on: { EDIT: 'editing', ADD_FILE: 'uploading' } },
    uploading: { on: { UPLOAD_STORED: 'withFile', UPLOAD_FAILS: 'uploadFailed' } },
    withFile: { on: { REMOVE_FILE: 'saved', REMOVE_FAILS: 'withFile' } },
    uploadFailed: {},
  },
});

const ID = '00000000-0000-4000-8000-0000000000aa';
const fileOf = (name: string): ProductFile => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  kind: 'image',
  format: 'png',
  name,
  size: 100,
  viewable: false,
  url: `/api/library/products/${ID}/files/f1`,
  thumbnail_url: null,
  download_count: 0,
});
const productOf = (body: CreateProductBody): Product => ({
  id: ID,
  name: body.name_fr ?? body.name_en ?? body.name_ar ?? '',
  description: null,
  name_fr: body.name_fr ?? null,
  name_en: body.name_en ?? null,
  name_ar: body.name_ar ?? null,
  description_fr: null,
  description_en: null,
  description_ar: null,
  reference: body.reference,
  category: null,
  sub_category: null,
  brand: null,
  unit: body.unit ?? 'piece',
  price_cents: body.price_cents ?? null,
  currency: 'DZD',
  on_quote: body.on_quote ?? false,
  lead_time_days: body.lead_time_days ?? null,
  characteristics: [],
  tags: body.tags ?? [],
  status: body.status ?? 'draft',
  manufacturer: { id: ID, name: 'Fab', company: 'Cosider', wilaya: 'Alger', avatar_url: null },
  cover_url: null,
  has_bim: false,
  files: [],
  counts: { views: 0, downloads: 0, favorites: 0 },
  published_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

function harness() {
  const running = new Map<string, (e: UploadQueueEvent) => void>();
  const targets: UploaderInput['target'][] = [];
  const uploader = fromCallback<EventObject, UploaderInput>(({ sendBack, input }) => {
    targets.push(input.target);
    running.set(input.id, (e) => sendBack(e));
  });
  const queue = createActor(uploadQueueMachine.provide({ actors: { uploader } })).start();
  const save = controlledActor<Product, { id: string | null; body: CreateProductBody }>();
  const remove = controlledActor<string, { productId: string; fileId: string }>();
  const actor = createActor(
    productEditorMachine.provide({
      actors: { saveProduct: save.logic, removeFile: remove.logic },
    }),
    { input: { uploads: queue } },
  );
  const saved: ProductEditorEmitted[] = [];
  actor.on('editor.saved', (e) => saved.push(e));
  actor.start();
  const settle = (e: UploadQueueEvent & { id: string }) => {
    running.get(e.id)!(e);
    running.delete(e.id);
  };
  return { actor, queue, save, remove, saved, targets, running, settle };
}

const refusal = () =>
  new ApiFailure({
    kind: 'validation',
    status: 422,
    message: 'La référence existe déjà.',
    fields: [{ field: 'reference', messages: ['La référence existe déjà.'] }],
    original: null,
  });

describe('product editor machine (model-based)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const h = harness();
      const snap = () => h.actor.getSnapshot();
      const form = () => (snap().value as { form: string }).form;
      let sentBefore = 0;
      const files = () => snap().context.product?.files ?? [];
      const change = (patch: Partial<ProductDraft>) =>
        h.actor.send({ type: 'editor.change', patch });
      await path.test({
        states: {
          editing: () => {
            expect(form()).toBe('draft');
            expect(snap().context.problems).toEqual([]);
            expect(snap().context.error).toBeNull();
          },
          incomplete: () => {
            expect(form()).toBe('invalid');
            expect(snap().context.problems).toEqual(['name_fr', 'reference']);
            expect(h.save.calls.length).toBe(sentBefore); // nothing was sent
          },
          saving: () => {
            expect(form()).toBe('saving');
            expect(h.save.calls.at(-1)?.body).toMatchObject({
              name_fr: 'Bloc béton B40',
              reference: 'BB-40',
              price_cents: 9_500,
              tags: ['bloc', 'béton'],
            });
          },
          refused: () => {
            expect(form()).toBe('invalid');
            expect(snap().context.fields).toEqual([
              { field: 'reference', messages: ['La référence existe déjà.'] },
            ]);
          },
          failed: () => {
            expect(form()).toBe('draft');
            expect(snap().context.error).toMatchObject({ kind: 'network' });
            expect(snap().context.draft.name_fr).toBe('Bloc béton B40'); // nothing lost
          },
          saved: () => {
            expect(form()).toBe('saved');
            expect(snap().context.product?.id).toBe(ID);
            expect(h.saved[0]).toMatchObject({ created: true, product: { id: ID } });
            // Once it exists, saving again updates it.
            expect(h.saved.every((s, i) => s.created === (i === 0))).toBe(true);
            expect(files()).toEqual([]);
          },
          uploading: () => {
            expect(h.targets.at(-1)).toEqual({ kind: 'product', productId: ID });
            expect(h.queue.getSnapshot().context.items.at(-1)).toMatchObject({
              name: 'pose.png',
              status: 'uploading',
            });
            expect(files()).toEqual([]);
          },
          withFile: () => {
            expect(files().map((f) => f.name)).toEqual(['pose.png']);
          },
          uploadFailed: () => {
            expect(h.queue.getSnapshot().context.items.at(-1)).toMatchObject({ status: 'failed' });
            expect(files()).toEqual([]);
          },
        },
        events: {
          SAVE_INCOMPLETE: () => {
            change({ name_fr: '', name_en: '', name_ar: ' ', reference: '', price: '95' });
            sentBefore = h.save.calls.length;
            h.actor.send({ type: 'editor.save' });
          },
          COMPLETE: () => {
            change({ name_fr: 'Bloc béton B40' });
            expect(snap().context.problems).toEqual(['reference']);
            change({ reference: 'BB-40', tags: 'bloc, béton, ' });
          },
          SAVE: async () => {
            change({ name_fr: 'Bloc béton B40', reference: 'BB-40', price: '95' });
            change({ tags: 'bloc, béton' });
            h.actor.send({ type: 'editor.save' });
            await flush();
          },
          TYPE_WHILE_SAVING: () => {
            change({ name_ar: 'بلوك خرساني' });
            const calls = h.save.calls.length;
            h.actor.send({ type: 'editor.save' }); // ignored: one save at a time
            expect(h.save.calls.length).toBe(calls);
            expect(snap().context.draft.name_ar).toBe('بلوك خرساني');
          },
          ACCEPTED: () => h.save.resolve(productOf(h.save.calls.at(-1)!.body)),
          REFUSED: () => h.save.reject(refusal()),
          FAILS: () =>
            h.save.reject(new ApiFailure({ kind: 'network', message: 'network', original: null })),
          FIX: () => {
            change({ reference: 'BB-41' });
            expect(snap().context.fields).toEqual([]);
            change({ reference: 'BB-40' });
          },
          EDIT: () => change({ description_fr: 'Bloc creux de 40 cm.' }),
          ADD_FILE: async () => {
            h.actor.send({ type: 'files.add', files: [new File(['x'], 'pose.png')] });
            await flush();
          },
          UPLOAD_STORED: async () => {
            const item = h.queue.getSnapshot().context.items.at(-1)!;
            h.settle({
              type: 'upload.succeeded',
              id: item.id,
              result: null,
              product: fileOf('pose.png'),
            });
            await flush();
          },
          UPLOAD_FAILS: async () => {
            const item = h.queue.getSnapshot().context.items.at(-1)!;
            h.settle({
              type: 'upload.failed',
              id: item.id,
              error: { kind: 'validation', message: 'Format non accepté.' },
            });
            await flush();
          },
          REMOVE_FILE: async () => {
            h.actor.send({ type: 'files.remove', fileId: fileOf('').id });
            expect(h.remove.calls.at(-1)).toEqual({ productId: ID, fileId: fileOf('').id });
            await h.remove.resolve(fileOf('').id);
          },
          REMOVE_FAILS: async () => {
            h.actor.send({ type: 'files.remove', fileId: fileOf('').id });
            await h.remove.reject(
              new ApiFailure({ kind: 'network', message: 'network', original: null }),
            );
            expect(snap().context.fileError).toMatchObject({ kind: 'network' });
          },
        },
      });
      h.actor.stop();
      h.queue.stop();
    });
  }

  it('takes no file before the product exists, nor another product’s upload', async () => {
    const h = harness();
    h.actor.send({ type: 'files.add', files: [new File(['x'], 'a.png')] });
    expect(h.queue.getSnapshot().context.items).toEqual([]);
    h.actor.send({ type: 'files.uploaded', productId: 'other', file: fileOf('b.png') });
    expect(h.actor.getSnapshot().context.product).toBeNull();
  });

  it('takes the files of the product as the server has it now, keeping those it heard of', () => {
    const queue = createActor(uploadQueueMachine).start();
    const saved = productOf({ ...bodyOf({ ...draftOf(), name_fr: 'Porte', reference: 'P-1' }) });
    const actor = createActor(productEditorMachine, {
      input: { product: saved, uploads: queue },
    }).start();
    const heard = { ...fileOf('heard.png'), id: '00000000-0000-4000-8000-0000000000f2' };
    actor.send({ type: 'files.uploaded', productId: ID, file: heard });
    // An upload that ended before this editor listened: the page's fetch on mount brings it.
    actor.send({ type: 'files.loaded', product: { ...saved, files: [fileOf('missed.png')] } });
    expect(actor.getSnapshot().context.product?.files.map((f) => f.name)).toEqual([
      'missed.png',
      'heard.png',
    ]);
    // Another product's answer changes nothing.
    actor.send({ type: 'files.loaded', product: { ...saved, id: 'other', files: [] } });
    expect(actor.getSnapshot().context.product?.files).toHaveLength(2);
    actor.stop();
    queue.stop();
  });

  it('checks numbers, characteristics, and turns the draft into the API body', () => {
    const d = {
      ...draftOf(),
      name_ar: 'باب',
      reference: 'P-1',
      price: '-3',
      lead_time_days: '2.5',
      characteristics: [{ name: 'Largeur', value: '', unit: 'cm' }],
    };
    expect(problemsOf(d)).toEqual(['price', 'lead_time_days', 'characteristics']);
    expect(problemsOf({ ...d, on_quote: true, lead_time_days: '', characteristics: [] })).toEqual(
      [],
    );
    expect(
      bodyOf({ ...d, price: '12.5', lead_time_days: '7', tags: ' porte,, bois ' }),
    ).toMatchObject({ price_cents: 1250, lead_time_days: 7, tags: ['porte', 'bois'] });
    expect(bodyOf({ ...d, on_quote: true, price: '12' }).price_cents).toBeNull();
  });
});
