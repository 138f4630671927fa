import {
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Kbd,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { commands } from '../commands';
import { useViewer } from '../session/viewer-context';
import { useHelpOpen } from '../session/viewer-selectors';

const groups = ['tools', 'view', 'visibility', 'panels'] as const;
const namedKeys = new Set(['Shift', 'Delete', 'Escape']);

/**
 * Every shortcut, by group (opened with ?, closed with Escape, ? again or its close button). The
 * dialog handles Escape itself (and keeps the key from the viewer's shortcuts).
 */
export function HelpOverlay() {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const open = useHelpOpen();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) tools.send({ type: 'help.toggle' });
      }}
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="viewer.help">
            <Dialog.Header>
              <Dialog.Title>{t('help.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                {groups.map((g) => (
                  <Stack key={g} gap="2">
                    <Heading as="h3" size="sm">
                      {t(`help.groups.${g}`)}
                    </Heading>
                    {commands
                      .filter((c) => c.group === g)
                      .map((c) => (
                        <HStack key={c.id} justify="space-between" gap="4">
                          <Text fontSize="sm">{t(`commands.${c.id}`)}</Text>
                          <HStack gap="1">
                            {c.keys.map((k) => (
                              <Kbd key={k} size="sm">
                                {namedKeys.has(k) ? t(`keys.${k}`) : k}
                              </Kbd>
                            ))}
                          </HStack>
                        </HStack>
                      ))}
                  </Stack>
                ))}
              </SimpleGrid>
              <Text fontSize="sm" color="fg.muted" mt="6">
                {t('help.mouse')}
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="2">
                {t('help.box')}
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('help.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
