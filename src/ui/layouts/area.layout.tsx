import { Box, Flex, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import type { AreaName } from './parts/area-nav';
import { Logo } from './parts/logo';
import { MenuDrawer } from './parts/menu-drawer';
import { Sider, SiderNav } from './parts/sider';
import { SkipLink } from './parts/skip-link';
import { TopActions } from './parts/top-actions';

const COLLAPSE_KEY = 'ouvrage.sider.collapsed';
const storedCollapsed = () => {
  try {
    return localStorage.getItem(COLLAPSE_KEY) === 'true';
  } catch {
    return false;
  }
};

/**
 * The professional (/pro), manufacturer (/fab) and administration (/admin) areas: the sider
 * (200 px, 80 collapsed, remembered; a drawer below the medium width), a top bar, the page.
 */
export default function AreaLayout({ area }: { area: AreaName }) {
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const [drawer, setDrawer] = useState(false);
  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSE_KEY, String(!c));
      return !c;
    });
  return (
    <Flex minH="100vh" data-testid={`area.${area}`}>
      <SkipLink />
      <Sider area={area} collapsed={collapsed} onToggle={toggle} />
      <Flex direction="column" flex="1" minW="0">
        <HStack
          as="header"
          h="16"
          px={{ base: '3', md: '6' }}
          borderBottomWidth="1px"
          bg="bg.panel"
          gap="3"
        >
          <MenuDrawer open={drawer} onOpenChange={setDrawer} hideFrom="md" maxW="72" bodyPx="0">
            <SiderNav area={area} collapsed={false} onNavigate={() => setDrawer(false)} />
          </MenuDrawer>
          <Box hideFrom="md">
            <Logo compact />
          </Box>
          <Box flex="1" />
          <TopActions />
        </HStack>
        <Box as="main" id="main" flex="1" p={{ base: '4', md: '8' }} bg="bg.subtle">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
