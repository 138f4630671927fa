import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getFile } from '@/api/files.api';
import type { BasketItem } from '@/machines/basket.machine';

/**
 * A basket with lines measured in a model: its orders belong to that model's project (the
 * server refuses a take-off from another project), so the project is chosen for the reader once,
 * when none is; they may still change it.
 */
export function useTakeoffProject(
  items: BasketItem[],
  projectId: string,
  choose: (id: string) => void,
) {
  const fileId = items.find((i) => i.source)?.source?.file_id;
  const file = useQuery({
    queryKey: ['takeoff-file', fileId],
    queryFn: ({ signal }) => getFile(fileId!, signal),
    enabled: !!fileId,
  });
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !file.data || projectId) return;
    done.current = true;
    choose(file.data.project_id);
  }, [file.data, projectId, choose]);
}
