import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Logo } from './logo';

const links = [
  { to: paths.plans, label: 'shell:nav.plans' },
  { to: paths.faq, label: 'shell:nav.faq' },
  { to: paths.contact, label: 'shell:nav.contact' },
  { to: paths.library, label: 'shell:nav.library' },
  { to: paths.directory, label: 'shell:nav.directory' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.panel" mt="auto">
      <Stack
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="8"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
      >
        <Stack gap="2">
          <Logo />
          <Text color="fg.muted" fontSize="sm">
            {t('shell:footer.tagline')}
          </Text>
        </Stack>
        <HStack as="nav" aria-label={t('shell:footer.nav')} gap="5" wrap="wrap">
          {links.map((l) => (
            <ChakraLink asChild key={l.to} color="fg.muted" fontSize="sm">
              <Link to={l.to}>{t(l.label)}</Link>
            </ChakraLink>
          ))}
        </HStack>
      </Stack>
      <Text textAlign="center" fontSize="xs" color="fg.muted" pb="6">
        {t('shell:footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
