import { Avatar, Badge, Card, DataList, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@/api/contract/directory';

/**
 * A user as others see them (SPEC §2 "professional page and cards", "profile variants"), in the
 * variant of their type: a professional (job, sector, studies, wilaya, presentation) or a
 * manufacturer (company, brands, categories, wilaya, presentation). `compact` for the
 * directory's cards; whole for /profile and the directory's details page. `title` is the name as
 * a link on cards; `actions` the buttons of the place it is shown in.
 */
export function ProfileCard({
  profile,
  compact = false,
  title,
  actions,
  children,
}: {
  profile: PublicProfile;
  compact?: boolean;
  title?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const name = `${profile.first_name} ${profile.last_name}`;
  const fab = profile.variant === 'manufacturer';
  const rows: [string, string | null | undefined][] = fab
    ? [
        ['activity_sector', profile.activity_sector?.name],
        ['wilaya', profile.wilaya?.name],
        ['website', profile.website],
      ]
    : [
        ['company', profile.company],
        ['job', profile.job?.name],
        ['activity_sector', profile.activity_sector?.name],
        ['university', profile.university?.name],
        ['university_field', profile.university_field?.name],
        ['wilaya', profile.wilaya?.name],
        ['website', profile.website],
      ];
  const shown = rows.filter((r): r is [string, string] => !!r[1]).slice(0, compact ? 2 : undefined);
  return (
    <Card.Root
      size={compact ? 'sm' : 'md'}
      h="full"
      data-testid="profile.card"
      data-variant={profile.variant}
    >
      <Card.Body gap="4">
        <HStack gap="4" align="start">
          <Avatar.Root size={compact ? 'lg' : '2xl'}>
            <Avatar.Fallback name={fab && profile.company ? profile.company : name} />
            {profile.avatar_url && <Avatar.Image src={profile.avatar_url} alt="" />}
          </Avatar.Root>
          <Stack gap="1" minW="0" flex="1">
            <Text
              as={compact ? 'h3' : 'h2'}
              fontSize={compact ? 'md' : 'xl'}
              fontWeight="semibold"
              lineClamp={2}
            >
              {title ?? (fab && profile.company ? profile.company : name)}
            </Text>
            {fab && profile.company && <Text color="fg.muted">{name}</Text>}
            <Wrap gap="2">
              <Badge colorPalette={fab ? 'orange' : 'blue'} data-testid="profile.variant">
                {t(`common:user_types.${profile.type}`)}
              </Badge>
            </Wrap>
          </Stack>
          {actions}
        </HStack>
        {profile.presentation && (
          <Text
            lineClamp={compact ? 3 : undefined}
            whiteSpace="pre-line"
            data-testid="profile.presentation"
          >
            {profile.presentation}
          </Text>
        )}
        {shown.length > 0 && (
          <DataList.Root orientation="horizontal" size="sm">
            {shown.map(([field, value]) => (
              <DataList.Item key={field}>
                <DataList.ItemLabel>{t(`public:profile.fields.${field}`)}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
        {fab && !compact && (
          <Chips
            label={t('public:profile.fields.brands')}
            items={profile.brands}
            testId="profile.brands"
          />
        )}
        {fab && !compact && (
          <Chips
            label={t('public:profile.fields.categories')}
            items={profile.categories}
            testId="profile.categories"
          />
        )}
        {!compact && (
          <Text fontSize="sm" color="fg.muted">
            {t('public:profile.member_since', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                new Date(profile.member_since),
              ),
            })}
          </Text>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Chips({
  label,
  items,
  testId,
}: {
  label: string;
  items: { id: number; name: string }[];
  testId: string;
}) {
  if (!items.length) return null;
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Wrap gap="2">
        {items.map((i) => (
          <Badge key={i.id} variant="subtle">
            {i.name}
          </Badge>
        ))}
      </Wrap>
    </Stack>
  );
}
