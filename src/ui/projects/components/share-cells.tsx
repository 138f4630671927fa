import { Badge, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCopy, LuTrash2 } from 'react-icons/lu';
import type { Share } from '@/api/contract/shares';
import { useNotify } from '@/ui/components/use-notify';
import { useLanguage } from '@/ui/i18n/language';
import { formatDate, personName } from '../format';
import { useRevokeShare } from '../queries/sharing.queries';

/** Who a share goes to: a person's name or address, or « public link ». */
export function ShareWho({ share }: { share: Share }) {
  const { t } = useTranslation();
  if (!share.recipient) return <>{t('projects:share.kinds.link')}</>;
  return <>{share.recipient.user ? personName(share.recipient.user) : share.recipient.email}</>;
}

/** Until when a share lasts: « expired », its end date, or « no expiry ». */
export function ShareExpiry({ share }: { share: Share }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  if (share.status === 'expired')
    return <Badge colorPalette="red">{t('projects:share.expired')}</Badge>;
  return (
    <>{share.expires_at ? formatDate(share.expires_at, locale) : t('projects:share.no_expiry')}</>
  );
}

/** A share's row buttons: copy its link (link shares only) and revoke it. */
export function ShareActions({ share, revokeTestId }: { share: Share; revokeTestId?: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const revoke = useRevokeShare();
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notify.success(t('projects:share.copied')),
      () => notify.info(t('projects:share.copy_failed')),
    );
  return (
    <HStack justify="end">
      {share.url && (
        <Button
          size="xs"
          variant="ghost"
          aria-label={t('projects:share.copy')}
          onClick={() => void copy(share.url!)}
        >
          <LuCopy />
        </Button>
      )}
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t('projects:share.revoke')}
        data-testid={revokeTestId}
        onClick={() =>
          revoke.mutate(share, {
            onSuccess: () => notify.success(t('projects:share.revoked')),
            onError: notify.error,
          })
        }
      >
        <LuTrash2 />
      </Button>
    </HStack>
  );
}
