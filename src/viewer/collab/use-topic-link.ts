import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useViewer } from '../session/viewer-context';
import { useLoadStatus } from '../session/viewer-selectors';
import { useCollab } from './collab-queries';

/**
 * A topic's deep link (`?topic={id}`, from a « BCF topic assigned / commented » notification)
 * opens the BCF panel on that topic once the model is ready.
 */
export function useTopicLink(): void {
  const [search] = useSearchParams();
  const id = search.get('topic');
  const status = useLoadStatus();
  // Once, when all is there: the reader may go back to the list afterwards.
  const hasCollab = useCollab() !== null;
  const { tools } = useViewer();
  useEffect(() => {
    if (!id || !hasCollab || status !== 'ready') return;
    tools.send({ type: 'topic.open', id });
  }, [id, hasCollab, status, tools]);
}
