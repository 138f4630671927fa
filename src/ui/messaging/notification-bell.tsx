import { Badge, Box, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBell, LuWifiOff } from 'react-icons/lu';
import { Link } from 'react-router';
import { isManufacturerType } from '@/api/contract/audience';
import type { User } from '@/api/contract/user';
import { paths } from '../app/paths';
import { useLiveEvents } from './live-events';
import { useUnreadNotifications } from './messaging.queries';

/** The bell of every signed-in layout: the unread count, live; « offline » when the stream is down. */
export function NotificationBell({ user }: { user: User }) {
  const { t } = useTranslation();
  const { offline } = useLiveEvents();
  const unread = useUnreadNotifications(true).data?.unread ?? 0;
  const area = isManufacturerType(user.type) ? paths.fab : paths.pro;
  return (
    <Box position="relative" display="flex" alignItems="center" gap="1">
      {offline && (
        <Badge colorPalette="orange" data-testid="shell.offline" role="status">
          <LuWifiOff aria-hidden />
          <Box as="span" hideBelow="sm">
            {t('messaging:live.offline')}
          </Box>
        </Badge>
      )}
      <IconButton
        asChild
        variant="ghost"
        size="sm"
        aria-label={
          unread > 0
            ? t('messaging:bell.label_unread', { count: unread })
            : t('messaging:bell.label')
        }
        data-testid="shell.bell"
      >
        <Link to={area.notifications}>
          <LuBell />
          {unread > 0 && (
            <Badge
              position="absolute"
              top="-1"
              insetEnd="-1"
              colorPalette="red"
              variant="solid"
              size="xs"
              borderRadius="full"
              data-testid="shell.bell-count"
              aria-hidden
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </Link>
      </IconButton>
    </Box>
  );
}
