import { Avatar, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDeferredTrigger } from '../../components/deferred';
import { useSignedInUser } from '../../session/session.hooks';

const loadList = () => import('./user-menu.list');

/**
 * The signed-in user's menu: their space, profile, settings, administration, sign-out. Its
 * button is drawn at once; the menu's code (user-menu.list.tsx) loads after the first paint.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { mod, standIn, clicked, focused } = useDeferredTrigger(loadList);
  const name = `${user.first_name} ${user.last_name}`;
  const button = (
    <Button
      variant="ghost"
      size="sm"
      px="1"
      aria-label={t('shell:user_menu.open', { name })}
      data-testid="shell.user-menu"
      {...(mod ? {} : standIn)}
    >
      {/* The initials are a picture of the user: the name is the label (which holds the first
          name shown beside it, WCAG 2.5.3). */}
      <Avatar.Root size="xs" aria-hidden>
        <Avatar.Fallback name={name} />
        {user.avatar_url && <Avatar.Image src={user.avatar_url} alt="" />}
      </Avatar.Root>
      <Text hideBelow="md" maxW="40" truncate>
        {user.first_name}
      </Text>
    </Button>
  );
  return mod ? (
    <mod.UserMenuList trigger={button} defaultOpen={clicked} focusTrigger={focused} />
  ) : (
    button
  );
}
