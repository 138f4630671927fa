import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type DialogName, dialogNames } from './dialog-names';
import { dialogsMachine } from './dialogs.machine';
import { coveringPaths } from './testing/covering-paths';

/**
 * What a person sees of two dialogs (one may open over the other, SPEC §2, §4): each opens and
 * closes on its own, and a reset closes both. Run over pairs that occur together in the app;
 * every other dialog is checked below.
 */
const spec = createMachine({
  id: 'dialogsSpec',
  initial: 'none',
  states: {
    none: { on: { OPEN_FIRST: 'first', OPEN_SECOND: 'second', RESET: 'none' } },
    first: { on: { CLOSE_FIRST: 'none', OPEN_SECOND: 'both', RESET: 'none' } },
    second: { on: { CLOSE_SECOND: 'none', OPEN_FIRST: 'both', RESET: 'none' } },
    both: { on: { CLOSE_FIRST: 'second', CLOSE_SECOND: 'first', RESET: 'none' } },
  },
});
const paths = coveringPaths(createTestModel(spec));

const pairs: [DialogName, DialogName][] = [
  ['logout', 'notAuthenticated'],
  ['newProject', 'importFile'],
  ['productForm', 'deactivated'],
];

describe.each(pairs)('dialogs machine: %s and %s (model-based)', (first, second) => {
  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(dialogsMachine).start();
      const open = () => dialogNames.filter((n) => actor.getSnapshot().context.open[n]).sort();
      const expectOpen = (names: DialogName[]) => expect(open()).toEqual([...names].sort());
      await path.test({
        states: {
          none: () => {
            expectOpen([]);
            expect(actor.getSnapshot().context.payloads).toEqual({});
          },
          first: () => expectOpen([first]),
          second: () => expectOpen([second]),
          both: () => expectOpen([first, second]),
        },
        events: {
          OPEN_FIRST: () => actor.send({ type: 'dialog.open', name: first, payload: { id: 'p1' } }),
          OPEN_SECOND: () => actor.send({ type: 'dialog.open', name: second }),
          CLOSE_FIRST: () => actor.send({ type: 'dialog.close', name: first }),
          CLOSE_SECOND: () => actor.send({ type: 'dialog.close', name: second }),
          RESET: () => actor.send({ type: 'dialog.reset' }),
        },
      });
      actor.stop();
    });
  }
});

describe('every dialog of SPEC §2', () => {
  it('has its own open flag, closed at start, and a reset closes them all', () => {
    const actor = createActor(dialogsMachine).start();
    for (const name of dialogNames) {
      expect(actor.getSnapshot().context.open[name]).toBe(false);
      actor.send({ type: 'dialog.open', name });
      expect(actor.getSnapshot().context.open[name]).toBe(true);
    }
    expect(dialogNames.every((n) => actor.getSnapshot().context.open[n])).toBe(true);
    actor.send({ type: 'dialog.close', name: 'logout' });
    expect(actor.getSnapshot().context.open.logout).toBe(false);
    expect(actor.getSnapshot().context.open.newProject).toBe(true);
    actor.send({ type: 'dialog.reset' });
    expect(dialogNames.some((n) => actor.getSnapshot().context.open[n])).toBe(false);
  });
});

describe('dialog payloads', () => {
  it('keeps what a dialog was opened about until it closes', () => {
    const actor = createActor(dialogsMachine).start();
    actor.send({
      type: 'dialog.open',
      name: 'confirmDelete',
      payload: { kind: 'project', id: 'p1', name: 'Tour A' },
    });
    expect(actor.getSnapshot().context.payloads.confirmDelete).toEqual({
      kind: 'project',
      id: 'p1',
      name: 'Tour A',
    });
    actor.send({ type: 'dialog.close', name: 'confirmDelete' });
    expect(actor.getSnapshot().context.payloads.confirmDelete).toBeUndefined();
  });

  it('opens the product dialog in add mode unless told otherwise (SPEC §2)', () => {
    const actor = createActor(dialogsMachine).start();
    actor.send({ type: 'dialog.open', name: 'productForm' });
    expect(actor.getSnapshot().context.payloads.productForm).toEqual({ mode: 'add' });
    actor.send({
      type: 'dialog.open',
      name: 'productForm',
      payload: { mode: 'edit', productId: 'x' },
    });
    expect(actor.getSnapshot().context.payloads.productForm).toEqual({
      mode: 'edit',
      productId: 'x',
    });
  });
});
