import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { selectActiveToolName, toolsChild, toolsModelTests } from './viewer-tools.test-helpers';

/**
 * What the user sees of annotations: the annotate tool waiting for a click, the text dialog of
 * a new pin or of an edit, an open pin, pins shown or hidden. NEW picks the tool; PLACE clicks
 * the model; SAVE saves the dialog; CANCEL closes it; OPEN/CLOSE a pin; EDIT a pin's text;
 * HIDE toggles the pins; ESC presses Escape.
 */
const spec = createMachine({
  id: 'annotationSpec',
  initial: 'browsing',
  states: {
    browsing: {
      on: { NEW: 'placing', OPEN: 'pinOpen', EDIT: 'editing', HIDE: 'hidden', ESC: 'browsing' },
    },
    hidden: { on: { HIDE: 'browsing', OPEN: 'pinOpen', NEW: 'placing' } },
    pinOpen: { on: { CLOSE: 'browsing', HIDE: 'hidden', EDIT: 'editing', OPEN: 'pinOpen' } },
    placing: {
      on: {
        PLACE: 'composing',
        ESC: 'idleTool',
        CANCEL: 'idleTool',
        LEAVE: 'browsing',
        OPEN: 'placingOpen',
      },
    },
    placingOpen: { on: { ESC: 'idleToolOpen' } },
    idleToolOpen: { on: { ESC: 'idleTool' } },
    idleTool: { on: { ESC: 'browsing', NEW: 'placing' } },
    composing: { on: { SAVE: 'idleTool', CANCEL: 'idleTool', ESC: 'idleTool', LEAVE: 'browsing' } },
    // After an edit the pin stays open, showing the new text.
    editing: { on: { SAVE: 'pinOpen', CANCEL: 'pinOpen' } },
  },
});

type Want = { tool: string; mode: string; open: boolean; draft: boolean; visible: boolean };
const want = (tool: string, mode: string, open = false, draft = false, visible = true): Want => ({
  tool,
  mode,
  open,
  draft,
  visible,
});
const expected: Record<string, Want> = {
  browsing: want('select', 'idle'),
  hidden: want('select', 'idle', false, false, false),
  pinOpen: want('select', 'idle', true),
  placing: want('annotate', 'placing'),
  placingOpen: want('annotate', 'placing', true),
  idleToolOpen: want('annotate', 'idle', true),
  idleTool: want('annotate', 'idle'),
  composing: want('annotate', 'composing', false, true),
  editing: want('select', 'editing', true),
};

describe('annotations (model-based)', () => {
  toolsModelTests(spec, (tools) => {
    return {
      check: (state) => {
        const w = expected[state]!;
        const child = toolsChild(tools, 'annotations').getSnapshot();
        expect(selectActiveToolName(tools)).toBe(w.tool);
        expect(child.value).toBe(w.mode);
        expect(child.context.open !== null).toBe(w.open);
        expect(child.context.draft !== null).toBe(w.draft);
        expect(child.context.visible).toBe(w.visible);
      },
      events: {
        NEW: () => tools.send({ type: 'tool.choose', tool: 'annotate' }),
        PLACE: () => tools.send({ type: 'annotation.place', position: [1, 2, 3], element: 'G1' }),
        SAVE: () => tools.send({ type: 'annotation.saved' }),
        CANCEL: () => tools.send({ type: 'annotation.cancel' }),
        OPEN: () => tools.send({ type: 'annotation.open', id: 'a1' }),
        CLOSE: () => tools.send({ type: 'annotation.close' }),
        EDIT: () => tools.send({ type: 'annotation.edit', id: 'a1' }),
        HIDE: () => tools.send({ type: 'annotation.toggleVisible' }),
        ESC: () => tools.send({ type: 'key.escape' }),
        LEAVE: () => tools.send({ type: 'tool.choose', tool: 'select' }),
      },
    };
  });
});
