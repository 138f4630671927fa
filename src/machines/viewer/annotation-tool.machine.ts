import { assign, sendParent, setup } from 'xstate';
import type { Vec3 } from './viewer-types';

export type AnnotationDraft = { position: Vec3; element: string | null };

export type AnnotationEvent =
  | { type: 'annotation.new' }
  | { type: 'annotation.place'; position: Vec3; element: string | null }
  | { type: 'annotation.saved' }
  | { type: 'annotation.cancel' }
  | { type: 'annotation.open'; id: string }
  | { type: 'annotation.close' }
  | { type: 'annotation.edit'; id: string }
  | { type: 'annotation.toggleVisible' }
  | { type: 'tool.leave' }
  | { type: 'key.escape' };

export type AnnotationContext = {
  /** Pins shown in the scene. */
  visible: boolean;
  /** The annotation whose text is open beside its pin. */
  open: string | null;
  /** Where a new annotation goes, once clicked on the model. */
  draft: AnnotationDraft | null;
  /** The annotation whose text is being edited. */
  editing: string | null;
};

/**
 * Annotations (SPEC §3: open, new, edit, visible): "new" waits for a click on the model, then the
 * text is written (composing) and saved; an open pin shows its text; "edit" changes it. Escape
 * steps back: drops a pin being placed or written, stops editing, closes an open pin, and with
 * nothing in progress leaves the tool.
 */
export const annotationToolMachine = setup({
  types: { context: {} as AnnotationContext, events: {} as AnnotationEvent },
  guards: {
    hasOpen: ({ context }) => context.open !== null,
  },
  actions: {
    setDraft: assign((_, p: AnnotationDraft) => ({ draft: p, visible: true })),
    clearDraft: assign({ draft: null, editing: null }),
    openPin: assign((_, p: { id: string }) => ({ open: p.id, visible: true })),
    closePin: assign({ open: null }),
    startEdit: assign((_, p: { id: string }) => ({ editing: p.id, open: p.id })),
    toggleVisible: assign(({ context }) => ({ visible: !context.visible, open: null })),
    show: assign({ visible: true }),
    exitTool: sendParent({ type: 'tool.exited' }),
  },
}).createMachine({
  id: 'annotations',
  context: { visible: true, open: null, draft: null, editing: null },
  initial: 'idle',
  on: {
    'annotation.open': { actions: { type: 'openPin', params: ({ event }) => ({ id: event.id }) } },
    'annotation.close': { actions: 'closePin' },
    'annotation.toggleVisible': { actions: 'toggleVisible' },
    'annotation.edit': {
      target: '.editing',
      actions: { type: 'startEdit', params: ({ event }) => ({ id: event.id }) },
    },
  },
  states: {
    idle: {
      on: {
        // Adding an annotation shows the pins again.
        'annotation.new': { target: 'placing', actions: 'show' },
        'key.escape': [{ guard: 'hasOpen', actions: 'closePin' }, { actions: 'exitTool' }],
      },
    },
    placing: {
      on: {
        'annotation.place': {
          target: 'composing',
          actions: {
            type: 'setDraft',
            params: ({ event }) => ({ position: event.position, element: event.element }),
          },
        },
        'key.escape': 'idle',
        'tool.leave': 'idle',
        'annotation.cancel': 'idle',
      },
    },
    composing: {
      on: {
        'annotation.saved': { target: 'idle', actions: 'clearDraft' },
        'annotation.cancel': { target: 'idle', actions: 'clearDraft' },
        'key.escape': { target: 'idle', actions: 'clearDraft' },
        'tool.leave': { target: 'idle', actions: 'clearDraft' },
      },
    },
    editing: {
      on: {
        'annotation.saved': { target: 'idle', actions: 'clearDraft' },
        'annotation.cancel': { target: 'idle', actions: 'clearDraft' },
        'key.escape': { target: 'idle', actions: 'clearDraft' },
        'tool.leave': { target: 'idle', actions: 'clearDraft' },
      },
    },
  },
});
