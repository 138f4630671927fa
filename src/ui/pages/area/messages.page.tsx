import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMessageSquarePlus } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { PageHeader } from '@/ui/components/page-header';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { ContactUserDialog } from '@/ui/messaging/contact-user.dialog';
import { ConversationList } from '@/ui/messaging/conversation-list';
import { Thread } from '@/ui/messaging/thread';

/** /pro/messages and /fab/messages: conversations beside the open one (one at a time on phones). */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const contact = useDialog('contactUser');
  const select = (id: string | null) => setParams(id ? { c: id } : {});
  return (
    <>
      <PageHeader
        title={t('shell:pages.messages.title')}
        actions={
          <Button colorPalette="brand" onClick={() => contact.open()} data-testid="messages.new">
            <LuMessageSquarePlus aria-hidden />
            {t('messaging:list.new')}
          </Button>
        }
      />
      <CardWrapper>
        <Flex gap="4" minH={{ base: '60vh', md: '70vh' }} h={{ md: '70vh' }}>
          <Box
            as="nav"
            aria-label={t('messaging:list.label')}
            w={{ base: 'full', md: '72' }}
            flexShrink={0}
            overflowY="auto"
            display={{ base: selected ? 'none' : 'block', md: 'block' }}
            borderEndWidth={{ md: '1px' }}
            pe={{ md: '3' }}
          >
            <ConversationList selected={selected} onSelect={select} />
          </Box>
          <Box flex="1" minW="0" display={{ base: selected ? 'block' : 'none', md: 'block' }}>
            {selected ? (
              <Thread key={selected} id={selected} onBack={() => select(null)} />
            ) : (
              <Text color="fg.muted" p="3">
                {t('messaging:list.pick')}
              </Text>
            )}
          </Box>
        </Flex>
      </CardWrapper>
      <ContactUserDialog onOpened={(id) => select(id)} />
    </>
  );
}
