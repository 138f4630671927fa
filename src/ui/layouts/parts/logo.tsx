import { HStack, Icon, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBoxes } from 'react-icons/lu';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

/** The product mark (icon in the §9 product blue) and name, linking home. */
export function Logo({ compact = false, to = paths.home }: { compact?: boolean; to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} aria-label={t('shell:nav.home')} data-testid="shell.logo">
      <HStack gap="2">
        <Icon color="product" boxSize="7">
          <LuBoxes />
        </Icon>
        {!compact && (
          <Text fontWeight="bold" fontSize="xl" letterSpacing="tight">
            {t('app_name')}
          </Text>
        )}
      </HStack>
    </Link>
  );
}
