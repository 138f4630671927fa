import { Box, Flex, HStack } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Logo } from './parts/logo';
import { SkipLink } from './parts/skip-link';
import { LanguageSwitch } from './parts/language-switch';

/** SPEC §2's standalone page (a file shared by link): no navigation, no sign-in needed. */
export default function StandaloneLayout() {
  return (
    <Flex direction="column" h="100vh">
      <SkipLink />
      <HStack
        as="header"
        h="12"
        px="4"
        borderBottomWidth="1px"
        justify="space-between"
        flexShrink={0}
      >
        <Logo />
        <LanguageSwitch />
      </HStack>
      <Box as="main" id="main" flex="1" minH="0" position="relative">
        <Outlet />
      </Box>
    </Flex>
  );
}
