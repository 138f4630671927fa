import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, Outlet, useParams } from 'react-router';
import { paths } from '../app/paths';
import { SkipLink } from './parts/skip-link';
import { TopActions } from './parts/top-actions';

/**
 * The viewers' layout: guarded like /pro but without the sider, so the model gets the whole
 * screen; a slim top bar leads back to the project.
 */
export default function FullBleedLayout() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  return (
    <Flex direction="column" h="100vh" overflow="hidden">
      <SkipLink />
      <HStack as="header" h="12" px="3" borderBottomWidth="1px" bg="bg.panel" flexShrink={0}>
        <Button asChild variant="ghost" size="sm" data-testid="viewer.back">
          <Link to={paths.pro.project(projectId)}>
            <Box
              as={LuArrowLeft}
              css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
              aria-hidden
            />
            {t('shell:viewer.back_to_project')}
          </Link>
        </Button>
        <Box flex="1" />
        <TopActions />
      </HStack>
      <Box as="main" id="main" flex="1" minH="0" position="relative">
        <Outlet />
      </Box>
    </Flex>
  );
}
