import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { selectActiveToolName, toolsModelTests } from './viewer-tools.test-helpers';
import { viewerToolsMachine } from './viewer-tools.machine';

/**
 * The viewer's dialogs (new BCF topic, new task, edit task, save viewpoint) with the measure tool
 * active: one at a time, closed by its buttons or Escape, and Escape in a dialog leaves the
 * tool alone. TOPIC/TASK/EDIT/SAVE open a dialog, CLOSE closes it, ESC presses Escape, RESET is
 * the app's dialog reset (sign-out, a 401: SPEC §4), which closes it too and leaves the tool alone.
 */
const dialogs = createMachine({
  id: 'dialogSpec',
  initial: 'none',
  states: {
    none: {
      on: {
        TOPIC: 'newTopic',
        TASK: 'newTask',
        EDIT: 'editTask',
        SAVE: 'saveViewpoint',
        ESC: 'noTool',
      },
    },
    noTool: { on: { TOPIC: 'newTopicNoTool' } },
    newTopicNoTool: { on: { ESC: 'noTool', RESET: 'noTool' } },
    newTopic: { on: { CLOSE: 'none', ESC: 'none', TASK: 'newTopic', RESET: 'none' } },
    newTask: { on: { CLOSE: 'none', ESC: 'none', RESET: 'none' } },
    editTask: { on: { CLOSE: 'none', ESC: 'none', SAVE: 'editTask', RESET: 'none' } },
    saveViewpoint: { on: { CLOSE: 'none', ESC: 'none', RESET: 'none' } },
  },
});

const expected: Record<string, { dialog: string; tool: string; task: string | null }> = {
  none: { dialog: 'none', tool: 'measure', task: null },
  noTool: { dialog: 'none', tool: 'select', task: null },
  newTopicNoTool: { dialog: 'newTopic', tool: 'select', task: null },
  newTopic: { dialog: 'newTopic', tool: 'measure', task: null },
  newTask: { dialog: 'newTask', tool: 'measure', task: null },
  editTask: { dialog: 'editTask', tool: 'measure', task: 't1' },
  saveViewpoint: { dialog: 'saveViewpoint', tool: 'measure', task: null },
};

describe('viewer dialogs (model-based)', () => {
  toolsModelTests(dialogs, (tools) => {
    tools.send({ type: 'tool.choose', tool: 'measure' });
    return {
      check: (state) => {
        const want = expected[state]!;
        const snap = tools.getSnapshot();
        expect((snap.value as { dialog: string }).dialog).toBe(want.dialog);
        expect(selectActiveToolName(tools)).toBe(want.tool);
        expect(snap.context.taskId).toBe(want.task);
      },
      events: {
        TOPIC: () => tools.send({ type: 'dialog.open', dialog: 'newTopic' }),
        TASK: () => tools.send({ type: 'dialog.open', dialog: 'newTask' }),
        EDIT: () => tools.send({ type: 'dialog.open', dialog: 'editTask', taskId: 't1' }),
        SAVE: () => tools.send({ type: 'dialog.open', dialog: 'saveViewpoint' }),
        CLOSE: () => tools.send({ type: 'dialog.close' }),
        ESC: () => tools.send({ type: 'key.escape' }),
        RESET: () => tools.send({ type: 'dialogs.reset' }),
      },
    };
  });

  it('drops the new annotation being written on the dialog reset', () => {
    const tools = createActor(viewerToolsMachine, { input: {} }).start();
    tools.send({ type: 'tool.choose', tool: 'annotate' });
    tools.send({ type: 'annotation.place', position: [1, 2, 3], element: null });
    const annotations = () => tools.getSnapshot().children.annotations!.getSnapshot();
    expect(annotations().value).toBe('composing');
    tools.send({ type: 'dialogs.reset' });
    expect(annotations().value).toBe('idle');
    expect(annotations().context.draft).toBeNull();
    tools.stop();
  });

  it('does not open the edit-task dialog without a task', () => {
    const tools = createActor(viewerToolsMachine, { input: {} }).start();
    tools.send({ type: 'dialog.open', dialog: 'editTask' });
    expect((tools.getSnapshot().value as { dialog: string }).dialog).toBe('none');
    tools.stop();
  });
});

/**
 * The end side's panel (properties, BCF topics and tasks, viewpoints) and the open topic.
 * PROPS/BCF/VIEWS toggle a panel; OPEN opens a topic (and the BCF panel); BACK closes it.
 */
const panels = createMachine({
  id: 'sidePanelSpec',
  initial: 'properties',
  states: {
    properties: { on: { PROPS: 'closed', BCF: 'bcf', VIEWS: 'viewpoints', OPEN: 'topic' } },
    closed: { on: { PROPS: 'properties', BCF: 'bcf', VIEWS: 'viewpoints' } },
    bcf: { on: { BCF: 'closed', PROPS: 'properties', OPEN: 'topic', VIEWS: 'viewpoints' } },
    viewpoints: { on: { VIEWS: 'closed', BCF: 'bcf', OPEN: 'topic' } },
    topic: { on: { BACK: 'bcf', PROPS: 'propertiesWithTopic', OPEN: 'topic' } },
    propertiesWithTopic: { on: { BCF: 'topic' } },
  },
});

const sides: Record<string, { panel: string | null; topic: string | null }> = {
  properties: { panel: 'properties', topic: null },
  closed: { panel: null, topic: null },
  bcf: { panel: 'bcf', topic: null },
  viewpoints: { panel: 'viewpoints', topic: null },
  topic: { panel: 'bcf', topic: 'x1' },
  propertiesWithTopic: { panel: 'properties', topic: 'x1' },
};

describe('viewer side panels (model-based)', () => {
  toolsModelTests(panels, (tools) => {
    return {
      check: (state) => {
        const { sidePanel, topicId } = tools.getSnapshot().context;
        expect({ panel: sidePanel, topic: topicId }).toEqual(sides[state]);
      },
      events: {
        PROPS: () => tools.send({ type: 'properties.toggle' }),
        BCF: () => tools.send({ type: 'panel.toggle', panel: 'bcf' }),
        VIEWS: () => tools.send({ type: 'panel.toggle', panel: 'viewpoints' }),
        OPEN: () => tools.send({ type: 'topic.open', id: 'x1' }),
        BACK: () => tools.send({ type: 'topic.close' }),
      },
    };
  });
});
