import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center minH="60vh" data-testid="page.not-found">
      <Stack align="center" gap="4" textAlign="center">
        <Heading as="h1" size="4xl">
          404
        </Heading>
        <Text fontSize="lg">{t('not_found.title')}</Text>
        <Button asChild colorPalette="brand">
          <Link to={paths.home}>{t('not_found.back_home')}</Link>
        </Button>
      </Stack>
    </Center>
  );
}
