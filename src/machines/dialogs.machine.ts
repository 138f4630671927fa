import { assign, emit, setup } from 'xstate';
import { defaultPayloads, type DialogData, type DialogName, dialogNames } from './dialog-names';

export type DialogsContext = {
  open: Record<DialogName, boolean>;
  payloads: Partial<Record<DialogName, DialogData>>;
};

export type DialogsEvent =
  | { type: 'dialog.open'; name: DialogName; payload?: DialogData }
  | { type: 'dialog.close'; name: DialogName }
  | { type: 'dialog.reset' };

const allClosed = (): Record<DialogName, boolean> =>
  Object.fromEntries(dialogNames.map((n) => [n, false])) as Record<DialogName, boolean>;

/**
 * Dialog orchestration (SPEC §2, §4): an open flag per dialog, what it was opened about, and a
 * reset that closes them all (sign-out, a 401 on logout). Views open one with `useDialog(name)`.
 * The reset is emitted (`dialogs.reset`) for the dialogs kept elsewhere: the viewer's (new BCF,
 * new annotation, task, saved viewpoint) live in its tools actor.
 */
export const dialogsMachine = setup({
  types: {
    context: {} as DialogsContext,
    events: {} as DialogsEvent,
    emitted: {} as { type: 'dialogs.reset' },
  },
  actions: {
    openDialog: assign(({ context }, params: { name: DialogName; payload?: DialogData }) => ({
      open: { ...context.open, [params.name]: true },
      payloads: {
        ...context.payloads,
        [params.name]: params.payload ?? defaultPayloads[params.name],
      },
    })),
    closeDialog: assign(({ context }, params: { name: DialogName }) => {
      const payloads = { ...context.payloads };
      delete payloads[params.name];
      return { open: { ...context.open, [params.name]: false }, payloads };
    }),
    closeAll: assign(() => ({ open: allClosed(), payloads: {} })),
    announceReset: emit({ type: 'dialogs.reset' as const }),
  },
}).createMachine({
  id: 'dialogs',
  context: () => ({ open: allClosed(), payloads: {} }),
  on: {
    'dialog.open': {
      actions: {
        type: 'openDialog',
        params: ({ event }) => ({ name: event.name, payload: event.payload }),
      },
    },
    'dialog.close': { actions: { type: 'closeDialog', params: ({ event }) => event } },
    'dialog.reset': { actions: ['closeAll', 'announceReset'] },
  },
});
