import { Box, Flex, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useResponsive } from '../theme/use-responsive';
import type { AreaName } from './parts/area-nav';
import { Logo } from './parts/logo';
import { MenuDrawer } from './parts/menu-drawer';
import { Sider, SiderNav } from './parts/sider';
import { SkipLink } from './parts/skip-link';
import { TopActions } from './parts/top-actions';

// Phones only: not in the first load of the wider screens.
const FloatingActions = lazy(() =>
  import('./parts/floating-actions').then((m) => ({ default: m.FloatingActions })),
);

const COLLAPSE_KEY = 'ouvrage.sider.collapsed';
/** The user's own choice, when they made one (null: none yet). */
const storedCollapsed = (): boolean | null => {
  try {
    const v = localStorage.getItem(COLLAPSE_KEY);
    return v === null ? null : v === 'true';
  } catch {
    return null;
  }
};

/**
 * The professional (/pro), manufacturer (/fab) and administration (/admin) areas: the sider, a
 * top bar, the page. Widths follow SPEC §9 through the one responsive helper: on phones (fablet,
 * below 768 px) the sider is a drawer and the floating action button appears; on tablets it
 * starts collapsed (80 px) unless the user chose otherwise; wider, 200 px.
 */
export default function AreaLayout({ area }: { area: AreaName }) {
  const { fablet, tablet } = useResponsive();
  const [chosen, setChosen] = useState(storedCollapsed);
  const collapsed = chosen ?? tablet;
  const [drawer, setDrawer] = useState(false);
  const toggle = () => {
    const next = !collapsed;
    try {
      localStorage.setItem(COLLAPSE_KEY, String(next));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setChosen(next);
  };
  return (
    <Flex minH="100vh" data-testid={`area.${area}`}>
      <SkipLink />
      {!fablet && <Sider area={area} collapsed={collapsed} onToggle={toggle} />}
      <Flex direction="column" flex="1" minW="0">
        <HStack
          as="header"
          h="16"
          px={{ base: '3', md: '6' }}
          borderBottomWidth="1px"
          bg="bg.panel"
          gap="3"
        >
          {fablet && (
            <>
              <MenuDrawer open={drawer} onOpenChange={setDrawer} maxW="72" bodyPx="0">
                <SiderNav area={area} collapsed={false} onNavigate={() => setDrawer(false)} />
              </MenuDrawer>
              <Logo compact />
            </>
          )}
          <Box flex="1" />
          <TopActions />
        </HStack>
        <Box
          as="main"
          id="main"
          flex="1"
          p={{ base: '4', md: '8' }}
          pb={fablet && area !== 'admin' ? '24' : undefined}
          bg="bg.subtle"
        >
          <Outlet />
        </Box>
      </Flex>
      {fablet && area !== 'admin' && (
        <Suspense fallback={null}>
          <FloatingActions area={area} />
        </Suspense>
      )}
    </Flex>
  );
}
