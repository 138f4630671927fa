import { Box, Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFolder, LuFolderOpen } from 'react-icons/lu';
import { Link } from 'react-router';
import type { Folder } from '@/api/contract/folders';
import { paths } from '@/ui/app/paths';

/** The project's folder tree as nested lists of links (keyboard: Tab through, Enter to open). */
export function FolderTree({
  projectId,
  projectName,
  folders,
  currentId,
}: {
  projectId: string;
  projectName: string;
  folders: Folder[];
  currentId: string;
}) {
  const { t } = useTranslation();
  const children = (id: string | null) => folders.filter((f) => f.parent_id === id);
  const branch = (f: Folder, depth: number) => {
    const current = f.id === currentId;
    const Icon = current ? LuFolderOpen : LuFolder;
    const sub = children(f.id);
    return (
      <List.Item key={f.id} ps={depth ? '3' : '0'}>
        <ChakraLink
          asChild
          display="flex"
          gap="2"
          alignItems="center"
          py="1"
          fontWeight={current ? 'semibold' : 'normal'}
          aria-current={current ? 'page' : undefined}
        >
          <Link
            to={
              f.parent_id === null
                ? paths.pro.project(projectId)
                : paths.pro.folder(projectId, f.id)
            }
          >
            <Icon aria-hidden />
            <Text as="span" truncate>
              {f.parent_id === null ? projectName : f.name}
            </Text>
          </Link>
        </ChakraLink>
        {sub.length > 0 && (
          <List.Root variant="plain" ps="2">
            {sub.map((c) => branch(c, depth + 1))}
          </List.Root>
        )}
      </List.Item>
    );
  };
  return (
    <Box as="nav" aria-label={t('projects:tree')} data-testid="folder.tree">
      <List.Root variant="plain">{children(null).map((r) => branch(r, 0))}</List.Root>
    </Box>
  );
}
