import {
  Badge,
  Button,
  Card,
  Link as ChakraLink,
  DataList,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBan, LuCheck, LuRotateCcw, LuX } from 'react-icons/lu';
import { Link } from 'react-router';
import { approveUser, reactivateUser } from '@/api/admin.api';
import type { adminUserSchema } from '@/api/contract/admin';
import { paths } from '@/ui/app/paths';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useLanguage } from '@/ui/i18n/language';
import type { z } from 'zod';
import { useDecision } from './use-decision';

type AdminUser = z.infer<typeof adminUserSchema>;

const palette = { F: 'blue', P: 'gray', R: 'orange', A: 'green', E: 'green', D: 'red' } as const;

/** One account in the queue: who, what they told at onboarding, and the decisions open to it. */
export function AccountCard({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const name = `${user.first_name} ${user.last_name}`;
  const approve = useDecision(approveUser, 'admin:done.approved');
  const reactivate = useDecision(reactivateUser, 'admin:done.reactivated');
  const reject = useDialog('rejectAccount');
  const deactivate = useDialog('deactivateAccount');
  const s = user.status;
  return (
    <Card.Root data-testid={`admin.account.${user.email}`} data-status={s}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stack gap="0">
            <Card.Title as="h2">
              <ChakraLink asChild variant="underline">
                <Link to={paths.admin.user(user.id)} data-testid="admin.account.open">
                  {name}
                </Link>
              </ChakraLink>
            </Card.Title>
            <Text color="fg.muted" fontSize="sm">
              {user.email} · {t(`common:user_types.${user.type}`)} ·{' '}
              {t('admin:registered', {
                date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
                  new Date(user.created_at),
                ),
              })}
            </Text>
          </Stack>
          <Badge colorPalette={palette[s]}>{t(`admin:status.${s}`)}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {user.details.length > 0 ? (
          <DataList.Root orientation="horizontal" size="sm">
            {user.details.map((d) => (
              <DataList.Item key={d.label}>
                <DataList.ItemLabel>{d.label}</DataList.ItemLabel>
                <DataList.ItemValue>{d.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Text color="fg.muted">{t('admin:no_details')}</Text>
        )}
        {user.rejection_reason && (s === 'R' || s === 'D') && (
          <Text fontSize="sm">
            {t('account:verification.reason', { reason: user.rejection_reason })}
          </Text>
        )}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {(s === 'F' || s === 'R') && (
          <Button
            colorPalette="brand"
            size="sm"
            loading={approve.isPending}
            onClick={() => approve.mutate(user.id)}
            data-testid="admin.approve"
          >
            <LuCheck /> {t('admin:actions.approve')}
          </Button>
        )}
        {s === 'F' && (
          <Button
            variant="outline"
            colorPalette="orange"
            size="sm"
            onClick={() => reject.open({ id: user.id, name })}
            data-testid="admin.reject"
          >
            <LuX /> {t('admin:actions.reject')}
          </Button>
        )}
        {s !== 'D' && (
          <Button
            variant="ghost"
            colorPalette="red"
            size="sm"
            onClick={() => deactivate.open({ id: user.id, name })}
            data-testid="admin.deactivate"
          >
            <LuBan /> {t('admin:actions.deactivate')}
          </Button>
        )}
        {s === 'D' && (
          <Button
            variant="outline"
            size="sm"
            loading={reactivate.isPending}
            onClick={() => reactivate.mutate(user.id)}
            data-testid="admin.reactivate"
          >
            <LuRotateCcw /> {t('admin:actions.reactivate')}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
