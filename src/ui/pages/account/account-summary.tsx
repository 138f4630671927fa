import { Avatar, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OnboardingData, User } from '@/api/contract/user';
import { type ReferenceList, useReference } from './onboarding/use-reference';

/** A reference id shown by its name in the current language. */
function RefName({ list, value }: { list: ReferenceList; value: string }) {
  const query = useReference(list);
  return <>{query.data?.find((i) => i.value === value)?.label ?? '…'}</>;
}

const shown: { field: keyof OnboardingData; list?: ReferenceList }[] = [
  { field: 'company' },
  { field: 'job_id', list: 'jobs' },
  { field: 'activity_sector_id', list: 'activitySectors' },
  { field: 'university_id', list: 'universities' },
  { field: 'university_field_id', list: 'universityFields' },
  { field: 'country', list: 'countries' },
  { field: 'wilaya_id', list: 'wilayas' },
  { field: 'website' },
];

/** Who the user is: avatar, names, type, e-mail, phone, and what they told at onboarding. */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = `${user.first_name} ${user.last_name}`;
  const data = user.onboarding ?? {};
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
        {shown.map(({ field, list }) => {
          const value = data[field];
          if (value === null || value === undefined || value === '') return null;
          return (
            <DataList.Item key={field}>
              <DataList.ItemLabel>{t(`account:onboarding.fields.${field}`)}</DataList.ItemLabel>
              <DataList.ItemValue>
                {list ? <RefName list={list} value={String(value)} /> : String(value)}
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
      </DataList.Root>
    </Stack>
  );
}
