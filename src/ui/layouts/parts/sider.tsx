import { Box, Flex, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { Link, useLocation } from 'react-router';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '../../theme/constants';
import { type AreaName, areaNav, navMatch } from './area-nav';
import { Logo } from './logo';

/** The area navigation, one link per section; collapsed it keeps only icons (labels stay for screen readers). */
export function SiderNav({
  area,
  collapsed,
  onNavigate,
}: {
  area: AreaName;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack as="nav" aria-label={t('shell:area.nav')} gap="1" px="2">
      {areaNav[area].map((item) => {
        const active = navMatch(item, pathname);
        return (
          <ChakraLink
            asChild
            key={item.testId}
            display="flex"
            alignItems="center"
            gap="2.5"
            px="2.5"
            py="2.5"
            fontSize="sm"
            borderRadius="md"
            justifyContent={collapsed ? 'center' : 'start'}
            bg={active ? 'brand.subtle' : undefined}
            color={active ? 'brand.fg' : 'fg'}
            fontWeight={active ? 'semibold' : 'normal'}
            _hover={{ bg: active ? 'brand.muted' : 'bg.muted', textDecoration: 'none' }}
            data-testid={`sider.${item.testId}`}
          >
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? t(item.label) : undefined}
            >
              <Box as={item.icon} boxSize="5" flexShrink={0} aria-hidden />
              {/* Whole at the default 200 px ("Partagés avec moi"); a longer label wraps. */}
              <Text as="span" srOnly={collapsed} lineHeight="short">
                {t(item.label)}
              </Text>
            </Link>
          </ChakraLink>
        );
      })}
    </Stack>
  );
}

/** SPEC §9's sider: 200 px wide, 80 px collapsed. */
export function Sider({
  area,
  collapsed,
  onToggle,
}: {
  area: AreaName;
  collapsed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex
      as="aside"
      direction="column"
      w={`${collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH}px`}
      flexShrink={0}
      borderEndWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      h="100vh"
      transition="width 0.2s"
      data-testid="shell.sider"
      data-collapsed={collapsed}
      hideBelow="md"
    >
      <Flex h="16" align="center" justify={collapsed ? 'center' : 'start'} px="4">
        <Logo compact={collapsed} />
      </Flex>
      <Box flex="1" overflowY="auto" py="2">
        <SiderNav area={area} collapsed={collapsed} />
      </Box>
      <Flex justify={collapsed ? 'center' : 'end'} p="2" borderTopWidth="1px">
        <IconButton
          variant="ghost"
          size="sm"
          onClick={onToggle}
          aria-label={t(collapsed ? 'shell:area.expand' : 'shell:area.collapse')}
          aria-expanded={!collapsed}
          data-testid="shell.sider.toggle"
        >
          {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
        </IconButton>
      </Flex>
    </Flex>
  );
}
