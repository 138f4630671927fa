import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  SegmentGroup,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleHelp, LuPlus } from 'react-icons/lu';
import { deleteAdminFaq, getAdminFaqs } from '@/api/admin-area.api';
import type { AdminFaq } from '@/api/contract/admin-site';
import { languages, type Language } from '@/api/contract/languages';
import { EmptyBlock } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { FaqDialog } from './parts/faq-dialog';

/** /admin/faqs: the FAQ entries of one language, in their order; added, edited, deleted. */
export default function AdminFaqsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dialog = useDialog('adminFaq');
  const [lang, setLang] = useState<Language>(language);
  const faqs = useQuery({
    queryKey: ['admin', 'faqs', lang],
    queryFn: ({ signal }) => getAdminFaqs({ lang }, signal),
  });
  const remove = useMutation({
    mutationFn: (f: AdminFaq) => deleteAdminFaq(f.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'faqs'] });
      notify.success(t('admin:faqs.deleted'));
    },
    onError: notify.error,
  });
  return (
    <Stack gap="6">
      <PageHeader
        title={t('admin:faqs.title')}
        subtitle={t('admin:faqs.subtitle')}
        actions={
          <Button onClick={() => dialog.open()} data-testid="faqs.new">
            <LuPlus />
            {t('admin:faqs.new')}
          </Button>
        }
      />
      <Box maxW="full" overflowX="auto" py="1">
        <SegmentGroup.Root
          value={lang}
          onValueChange={(d) => setLang(d.value as Language)}
          aria-label={t('admin:faqs.language')}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={languages.map((l) => ({ value: l, label: t(`admin:languages.${l}`) }))}
          />
        </SegmentGroup.Root>
      </Box>
      {faqs.error && <FormAlert message={errorText(faqs.error)} />}
      {faqs.isPending && <Skeleton h="40" />}
      {faqs.data?.length === 0 && (
        <EmptyBlock
          emptyTitle={t('admin:faqs.empty_title')}
          emptyBody={t('admin:faqs.empty_body')}
          icon={LuCircleHelp}
        />
      )}
      <Stack as="ol" gap="3" listStyleType="none" ps="0" dir={lang === 'ar' ? 'rtl' : undefined}>
        {faqs.data?.map((f) => (
          <Card.Root as="li" key={f.id} size="sm" data-testid="faqs.item">
            <Card.Body gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2" align="start">
                <Text fontWeight="semibold" flex="1" minW="0">
                  {f.question}
                </Text>
                <HStack gap="1">
                  <Badge>{t(`admin:faqs.audience.${f.audience}`)}</Badge>
                  <Badge variant="outline">{t('admin:faqs.position_n', { n: f.position })}</Badge>
                </HStack>
              </HStack>
              <Text whiteSpace="pre-wrap" color="fg.muted">
                {f.answer}
              </Text>
              <HStack gap="2">
                <Button size="sm" variant="outline" onClick={() => dialog.open({ id: f.id })}>
                  {t('admin:faqs.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  loading={remove.isPending && remove.variables?.id === f.id}
                  onClick={() => remove.mutate(f)}
                >
                  {t('admin:faqs.delete')}
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <FaqDialog faqs={faqs.data ?? []} language={lang} />
    </Stack>
  );
}
