import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { PublicHeader } from './parts/public-header';
import { SiteFooter } from './parts/site-footer';
import { SkipLink } from './parts/skip-link';

/** SPEC §2's public layout: header with navigation, language and account; the page; footer. */
export default function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <PublicHeader />
      <Box
        as="main"
        id="main"
        flex="1"
        w="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="8"
      >
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}
