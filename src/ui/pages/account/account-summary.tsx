import { Avatar, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/contract/user';

/** Who the user is: avatar, names, e-mail, account type. */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Stack gap="6" data-testid="account.summary">
      <HStack gap="4">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={name} />
          {user.avatar_url && <Avatar.Image src={user.avatar_url} alt="" />}
        </Avatar.Root>
        <Stack gap="0">
          <Text fontSize="xl" fontWeight="semibold">
            {name}
          </Text>
          <Text color="fg.muted">{t(`common:user_types.${user.type}`)}</Text>
        </Stack>
      </HStack>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t('auth:fields.email')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.email}</DataList.ItemValue>
        </DataList.Item>
        {user.phone && (
          <DataList.Item>
            <DataList.ItemLabel>{t('account:fields.phone')}</DataList.ItemLabel>
            <DataList.ItemValue>{user.phone}</DataList.ItemValue>
          </DataList.Item>
        )}
        {user.onboarding?.company && (
          <DataList.Item>
            <DataList.ItemLabel>{t('account:fields.company')}</DataList.ItemLabel>
            <DataList.ItemValue>{user.onboarding.company}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Stack>
  );
}
