import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFolder, LuFolderOpen } from 'react-icons/lu';
import { Link } from 'react-router';
import type { Folder } from '@/api/contract/folders';
import { paths } from '@/ui/app/paths';

/**
 * The project's folder tree as nested lists of links (keyboard: Tab through, Enter to open):
 * one folder per line, each level indented, long names cut with an ellipsis (the full name in
 * the link's title). The tree scrolls in its own column and never spills over the breadcrumb
 * or the table beside it.
 */
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
  const byParent = useMemo(() => {
    const map = new Map<string | null, Folder[]>();
    for (const f of folders) {
      const list = map.get(f.parent_id) ?? [];
      list.push(f);
      map.set(f.parent_id, list);
    }
    return map;
  }, [folders]);
  const branch = (f: Folder, depth: number) => {
    const current = f.id === currentId;
    const Icon = current ? LuFolderOpen : LuFolder;
    const sub = byParent.get(f.id) ?? [];
    const name = f.parent_id === null ? projectName : f.name;
    return (
      <Box as="li" key={f.id} display="block" minW="0" data-testid="folder.tree.item">
        <ChakraLink
          asChild
          display="flex"
          gap="2"
          alignItems="center"
          w="full"
          minW="0"
          py="1"
          px="2"
          ps={`calc(${depth} * var(--chakra-spacing-4) + var(--chakra-spacing-2))`}
          borderRadius="md"
          fontWeight={current ? 'semibold' : 'normal'}
          bg={current ? 'brand.subtle' : undefined}
          _hover={{ bg: current ? 'brand.muted' : 'bg.muted', textDecoration: 'none' }}
          aria-current={current ? 'page' : undefined}
        >
          <Link
            to={
              f.parent_id === null
                ? paths.pro.project(projectId)
                : paths.pro.folder(projectId, f.id)
            }
            title={name}
          >
            <Box as={Icon} flexShrink={0} aria-hidden />
            <Text as="span" truncate minW="0">
              {name}
            </Text>
          </Link>
        </ChakraLink>
        {sub.length > 0 && (
          <Box as="ul" listStyleType="none" m="0" p="0">
            {sub.map((c) => branch(c, depth + 1))}
          </Box>
        )}
      </Box>
    );
  };
  return (
    <Box
      as="nav"
      aria-label={t('projects:tree')}
      data-testid="folder.tree"
      position="sticky"
      top="4"
      maxH="calc(100vh - 6rem)"
      overflowY="auto"
      overflowX="hidden"
      minW="0"
    >
      <Box as="ul" listStyleType="none" m="0" p="0">
        {(byParent.get(null) ?? []).map((r) => branch(r, 0))}
      </Box>
    </Box>
  );
}
