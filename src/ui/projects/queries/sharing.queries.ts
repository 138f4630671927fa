import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteCollaborator,
  listCollaborators,
  removeCollaborator,
  updateCollaborator,
} from '@/api/collaborators.api';
import type { CollaboratorRole } from '@/api/contract/projects';
import type { Share } from '@/api/contract/shares';
import {
  getPublicShare,
  listShares,
  revokeShare,
  sharedByMe,
  sharedWithMe,
  type ShareTarget,
} from '@/api/shares.api';
import { qk } from './keys';

export const useCollaborators = (projectId: string) =>
  useQuery({
    queryKey: qk.collaborators(projectId),
    queryFn: ({ signal }) => listCollaborators(projectId, signal),
  });

export function useCollaboratorMutations(projectId: string) {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: qk.collaborators(projectId) });
    void qc.invalidateQueries({ queryKey: qk.project(projectId) });
  };
  return {
    invite: useMutation({
      mutationFn: (body: { email: string; role: CollaboratorRole }) =>
        inviteCollaborator(projectId, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (v: { id: string; role: CollaboratorRole }) =>
        updateCollaborator(projectId, v.id, v.role),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => removeCollaborator(projectId, id),
      onSuccess: refresh,
    }),
  };
}

export const useShares = (target: ShareTarget | null) =>
  useQuery({
    queryKey: target ? qk.shares(target) : ['shares', 'none'],
    queryFn: ({ signal }) => listShares(target!, signal),
    enabled: !!target,
  });

export const useSharedWithMe = () =>
  useQuery({ queryKey: qk.sharedWithMe(), queryFn: ({ signal }) => sharedWithMe(signal) });

export const useSharedByMe = () =>
  useQuery({ queryKey: qk.sharedByMe(), queryFn: ({ signal }) => sharedByMe(signal) });

export const usePublicShare = (token: string, folderId?: string) =>
  useQuery({
    queryKey: qk.publicShare(token, folderId),
    queryFn: ({ signal }) => getPublicShare(token, folderId, signal),
    retry: false,
  });

/** Optimistic revoke: the share leaves the lists at once, and returns on failure. */
export function useRevokeShare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (share: Share) => revokeShare(share.id),
    onMutate: async (share) => {
      await qc.cancelQueries({ queryKey: ['shares'] });
      const before = qc.getQueriesData<Share[]>({ queryKey: ['shares'] });
      qc.setQueriesData<Share[]>({ queryKey: ['shares'] }, (list) =>
        list?.filter((s) => s.id !== share.id),
      );
      return { before };
    },
    onError: (_e, _s, ctx) => ctx?.before.forEach(([key, data]) => qc.setQueryData(key, data)),
    onSettled: () => {
      for (const key of [['shares'], qk.sharedByMe(), qk.sharedWithMe()])
        void qc.invalidateQueries({ queryKey: key });
    },
  });
}
