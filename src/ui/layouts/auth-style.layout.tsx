import { Box, Flex, HStack } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { CardWrapper } from '../components/card-wrapper';
import { Logo } from './parts/logo';
import { SkipLink } from './parts/skip-link';
import { TopActions } from './parts/top-actions';

/**
 * SPEC §2's auth-style layout (login, register, password reset, e-mail confirmation, provider
 * callbacks, and the signed-in steps before an area: onboarding, verification): the logo, the
 * language switch and the page in a centred card wrapper.
 */
export default function AuthStyleLayout() {
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <SkipLink />
      <HStack as="header" justify="space-between" px={{ base: '4', md: '8' }} py="4">
        <Logo />
        <TopActions showAuthButtons={false} />
      </HStack>
      <Flex
        as="main"
        id="main"
        flex="1"
        justify="center"
        align="start"
        px="4"
        py={{ base: '4', md: '10' }}
      >
        <Box w="full" maxW="xl">
          <CardWrapper>
            <Outlet />
          </CardWrapper>
        </Box>
      </Flex>
    </Flex>
  );
}
