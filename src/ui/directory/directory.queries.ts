import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectoryQuery } from '@/api/contract/directory';
import { getPublicProfile, searchDirectory, updatePublicProfile } from '@/api/directory.api';

export const directoryKeys = {
  search: (q: Partial<DirectoryQuery>) => ['directory', 'search', q] as const,
  profile: (id: string) => ['directory', 'profile', id] as const,
};

export const useDirectory = (q: Partial<DirectoryQuery>) =>
  useQuery({
    queryKey: directoryKeys.search(q),
    queryFn: ({ signal }) => searchDirectory(q, signal),
    placeholderData: keepPreviousData,
  });

export const usePublicProfile = (id: string | undefined) =>
  useQuery({
    queryKey: directoryKeys.profile(id ?? ''),
    queryFn: ({ signal }) => getPublicProfile(id!, signal),
    enabled: !!id,
  });

export function useUpdatePublicProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePublicProfile,
    onSuccess: (profile) => {
      qc.setQueryData(directoryKeys.profile(profile.id), profile);
      void qc.invalidateQueries({ queryKey: ['directory', 'search'] });
    },
  });
}
