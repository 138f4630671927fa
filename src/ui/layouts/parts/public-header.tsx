import { Box, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';
import { publicNav } from './public-nav';
import { TopActions } from './top-actions';

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return publicNav.map((item) => (
    <ChakraLink
      asChild
      key={item.to}
      fontWeight="medium"
      color="fg.muted"
      _hover={{ color: 'fg' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
    >
      <NavLink to={item.to} onClick={onNavigate}>
        {t(item.label)}
      </NavLink>
    </ChakraLink>
  ));
}

/** Header of the public layout: logo, navigation (a drawer on small screens), language, account. */
export function PublicHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box
      as="header"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <HStack maxW="7xl" mx="auto" px={{ base: '3', md: '8' }} h="16" gap={{ base: '2', md: '6' }}>
        <MenuDrawer open={open} onOpenChange={setOpen} hideFrom="lg">
          <Stack as="nav" aria-label={t('shell:nav.main')} gap="4">
            <NavItems onNavigate={() => setOpen(false)} />
          </Stack>
        </MenuDrawer>
        <Logo />
        <HStack as="nav" aria-label={t('shell:nav.main')} gap="5" hideBelow="lg" flex="1">
          <NavItems />
        </HStack>
        <Box flex={{ base: '1', lg: '0' }} />
        <TopActions />
      </HStack>
    </Box>
  );
}
