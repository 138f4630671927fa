import { Link as ChakraLink, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/ui/app/paths';
import { areaOf } from '@/ui/session/area';
import { useSignedInUser } from '@/ui/session/session.hooks';

/** The settings sections of the user's area. */
export function SettingsTabs() {
  const { t } = useTranslation();
  const area = paths[areaOf(useSignedInUser())].parameters;
  const tabs = [
    { to: area.profile, label: t('account:settings.profile.title') },
    { to: area.general, label: t('account:settings.general.title') },
    { to: area.subscriptions, label: t('shell:pages.subscriptions.title') },
  ];
  return (
    <HStack
      as="nav"
      aria-label={t('account:settings.sections')}
      gap="1"
      mb="6"
      borderBottomWidth="1px"
    >
      {tabs.map((tab) => (
        <ChakraLink
          asChild
          key={tab.to}
          px="4"
          py="2"
          mb="-1px"
          borderBottomWidth="2px"
          borderColor="transparent"
          color="fg.muted"
          css={{
            '&[aria-current=page]': {
              borderColor: 'brand.solid',
              color: 'fg',
              fontWeight: 'semibold',
            },
          }}
        >
          <NavLink to={tab.to}>{tab.label}</NavLink>
        </ChakraLink>
      ))}
    </HStack>
  );
}
