import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Previous / "Page x of y" / next under a paged list; shown only when there is more than one page. */
export function Pager({
  page,
  last,
  label,
  onPage,
}: {
  page: number;
  last: number;
  /** "Page 2 of 5", in the list's own words. */
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  return (
    <HStack justify="center" mt="6">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common:actions.back')}
      </Button>
      <Text>{label}</Text>
      <Button size="sm" variant="outline" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('common:actions.next')}
      </Button>
    </HStack>
  );
}
