import { Avatar, Button, FileUpload, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import type { User } from '@/api/contract/user';
import { uploadAvatar } from '@/api/profile.api';
import { useNotify } from '@/ui/components/use-notify';
import { useSessionActions } from '@/ui/session/session.hooks';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

/** The avatar: JPEG, PNG or WebP up to 5 MB (checked again by the server). */
export function AvatarForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { setUser } = useSessionActions();
  const mutation = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (u) => {
      setUser(u);
      notify.success(t('account:settings.profile.avatar_saved'));
    },
    onError: notify.error,
  });
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <HStack gap="5" align="center">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={name} />
        {user.avatar_url && (
          <Avatar.Image
            src={user.avatar_url}
            alt={t('account:settings.profile.avatar_alt', { name })}
          />
        )}
      </Avatar.Root>
      <Stack gap="2">
        <FileUpload.Root
          accept={ACCEPT}
          maxFileSize={5 * 1024 * 1024}
          maxFiles={1}
          onFileAccept={(d) => {
            const file = d.files[0];
            if (file) mutation.mutate(file);
          }}
          onFileReject={() => notify.info(t('server:validation.image'))}
        >
          <FileUpload.HiddenInput data-testid="settings.avatar.input" />
          <FileUpload.Trigger asChild>
            <Button variant="outline" size="sm" loading={mutation.isPending}>
              <LuUpload /> {t('account:settings.profile.avatar_change')}
            </Button>
          </FileUpload.Trigger>
        </FileUpload.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('account:settings.profile.avatar_help')}
        </Text>
      </Stack>
    </HStack>
  );
}
