import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuUser } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import { statusOf } from '@/machines/api-error-of';
import { paths } from '@/ui/app/paths';
import { FavoriteStar } from '@/ui/catalogue/favorite-star';
import { ManufacturerProducts } from '@/ui/catalogue/manufacturer-products';
import { EmptyPage } from '@/ui/components/empty-page';
import { errorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { ProfileCard } from '@/ui/directory/profile-card';
import { usePublicProfile } from '@/ui/directory/directory.queries';
import { FormAlert } from '@/ui/forms/form-alert';
import { AddContactMessageDialog } from '@/ui/messaging/add-contact-message.dialog';
import { ContactUserButton } from '@/ui/messaging/contact-user-button';

/** /annuaire/user/{id}/details: a listed user's public profile, in the variant of their type. */
export default function DirectoryUserPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const profile = usePublicProfile(id);
  if (statusOf(profile.error) === 404)
    return (
      <EmptyPage
        title={t('public:directory_user.title')}
        emptyTitle={t('public:directory_user.empty_title')}
        emptyBody={t('public:directory_user.empty_body')}
        icon={LuUser}
      />
    );
  return (
    <Stack gap="4" maxW="6xl">
      <Button asChild variant="ghost" size="sm" alignSelf="start">
        <Link to={paths.directory}>
          <LuArrowLeft /> {t('public:directory.back')}
        </Link>
      </Button>
      {profile.error && <FormAlert message={errorText(t, profile.error)} />}
      {!profile.data && !profile.error && <Skeleton h="60" />}
      {profile.data && (
        <>
          <PageHeader
            title={t('public:directory_user.title')}
            actions={
              <FavoriteStar
                target={{ kind: profile.data.variant, id: profile.data.id }}
                name={
                  profile.data.company ?? `${profile.data.first_name} ${profile.data.last_name}`
                }
              />
            }
          />
          <ProfileCard
            profile={profile.data}
            actions={
              <ContactUserButton
                userId={profile.data.id}
                name={`${profile.data.first_name} ${profile.data.last_name}`}
              />
            }
          />
          <AddContactMessageDialog />
          {profile.data.variant === 'manufacturer' && (
            <ManufacturerProducts manufacturerId={profile.data.id} />
          )}
        </>
      )}
    </Stack>
  );
}
