import { Checkbox, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationTypes, type NotificationPrefs } from '@/api/contract/notifications';
import { getNotificationPrefs, saveNotificationPrefs } from '@/api/notifications.api';
import { useNotify } from '../components/use-notify';

const KEY = ['notifications', 'preferences'];

/** parameters/general: per type, shown in the app and/or mailed in the hourly digest. */
export function NotificationPrefsForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const prefs = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getNotificationPrefs(signal) });
  const save = useMutation({
    mutationFn: saveNotificationPrefs,
    onSuccess: (p) => client.setQueryData(KEY, p),
    onError: (e) => notify.error(e),
  });
  const data = prefs.data;
  if (!data) return null;
  const toggle = (type: keyof NotificationPrefs, channel: 'app' | 'email', on: boolean) =>
    save.mutate({ [type]: { ...data[type], [channel]: on } });
  return (
    <>
      <Text color="fg.muted">{t('messaging:prefs.intro')}</Text>
      <Table.ScrollArea>
        <Table.Root size="sm" data-testid="settings.notification-prefs">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('messaging:prefs.type')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('messaging:prefs.app')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('messaging:prefs.email')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {notificationTypes.map((type) => (
              <Table.Row key={type}>
                <Table.Cell>{t(`messaging:prefs.types.${type}`)}</Table.Cell>
                {(['app', 'email'] as const).map((channel) => (
                  <Table.Cell key={channel}>
                    <Checkbox.Root
                      checked={data[type][channel]}
                      onCheckedChange={(e) => toggle(type, channel, e.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label srOnly>
                        {`${t(`messaging:prefs.types.${type}`)} — ${t(`messaging:prefs.${channel}`)}`}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
