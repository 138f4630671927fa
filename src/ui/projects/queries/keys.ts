import type { ShareTarget } from '@/api/shares.api';

/** TanStack Query keys of the projects area; lists invalidate by their first element. */
export const qk = {
  projects: (q?: unknown) => (q === undefined ? ['projects'] : ['projects', q]),
  project: (id: string) => ['project', id],
  parameters: (id: string) => ['parameters', id],
  folders: (projectId: string) => ['folders', projectId],
  folder: (id: string) => ['folder', id],
  files: (folderId: string) => ['files', folderId],
  file: (id: string) => ['file', id],
  versions: (fileId: string) => ['versions', fileId],
  collaborators: (projectId: string) => ['collaborators', projectId],
  shares: (t: ShareTarget) => ['shares', t.kind, t.id],
  sharedWithMe: () => ['shared-with-me'],
  sharedByMe: () => ['shared-by-me'],
  publicShare: (token: string, folderId?: string) => ['public-share', token, folderId ?? null],
} as const;
