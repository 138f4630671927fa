import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSave, LuTrash2 } from 'react-icons/lu';
import type { ModelQuery, SavedSearch } from '@/api/contract/models';
import { deleteSavedSearch, listSavedSearches, saveSearch } from '@/api/models.api';
import { useNotify } from '@/ui/components/use-notify';
import { FormField } from '@/ui/forms/form-field';

const key = (projectId: string) => ['model-searches', projectId];

/**
 * Searches kept in the project under a name and a colour (the viewer shows them as colour
 * filters): the current one saved, every one listed to run again or delete.
 */
export function SavedSearches({
  projectId,
  current,
  onPick,
}: {
  projectId: string;
  current: ModelQuery | null;
  onPick: (s: SavedSearch) => void;
}) {
  const { t } = useTranslation('projects');
  const notify = useNotify();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: key(projectId),
    queryFn: ({ signal }) => listSavedSearches(projectId, signal),
  });
  const [name, setName] = useState('');
  const [color, setColor] = useState('#e53e3e');
  const save = useMutation({
    mutationFn: () => saveSearch(projectId, { name, color, query: current! }),
    onSuccess: () => {
      setName('');
      notify.success(t('search_models.saved'));
      void qc.invalidateQueries({ queryKey: key(projectId) });
    },
    onError: (err) => notify.error(err),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSavedSearch(id),
    onSuccess: () => void qc.invalidateQueries({ queryKey: key(projectId) }),
    onError: (err) => notify.error(err),
  });
  return (
    <Stack gap="3" data-testid="search.saved">
      {current && (
        <HStack
          as="form"
          gap="2"
          align="end"
          wrap="wrap"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) save.mutate();
          }}
        >
          <FormField label={t('search_models.save_name')}>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              data-testid="search.save-name"
            />
          </FormField>
          <FormField label={t('search_models.save_color')}>
            <Input
              type="color"
              value={color}
              onChange={(e) => setColor(e.target.value)}
              w="16"
              p="1"
              data-testid="search.save-color"
            />
          </FormField>
          <Button
            type="submit"
            variant="outline"
            loading={save.isPending}
            disabled={!name.trim()}
            data-testid="search.save"
          >
            <LuSave /> {t('search_models.save')}
          </Button>
        </HStack>
      )}
      {list.data?.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('search_models.no_saved')}
        </Text>
      )}
      <Box as="ul" m="0" p="0" listStyleType="none">
        {list.data?.map((s) => (
          <HStack as="li" key={s.id} gap="2" py="1" data-testid="search.saved-item">
            <Box w="3" h="3" borderRadius="sm" bg={s.color} aria-hidden flexShrink={0} />
            <Button variant="plain" size="sm" px="0" onClick={() => onPick(s)}>
              <Text as="span" dir="auto" truncate>
                {s.name}
              </Text>
            </Button>
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t('search_models.delete_saved', { name: s.name })}
              onClick={() => remove.mutate(s.id)}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}
