import { useEffect } from 'react';
import { commands, isForViewer } from './commands';
import { useViewer } from './session/viewer-context';

/** The viewer's keyboard shortcuts (commands.ts), active while the viewer is shown. */
export function useKeyboardShortcuts(): void {
  const { tools, session, readOnly } = useViewer();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !isForViewer(e)) return;
      // Keys typed in a dialog belong to it (it closes itself on Escape).
      if ((e.target as Element | null)?.closest?.('[role="dialog"], [role="alertdialog"]')) return;
      const command = commands.find((c) => c.matches(e));
      if (!command) return;
      e.preventDefault();
      command.perform({ tools, session, readOnly });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tools, session, readOnly]);
}
