import { Button, Center, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
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
      <Initials name={name} src={user.avatar_url} />
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

/** Chakra's initials, as its Avatar takes them: the first letters of the first two words. */
const initialsOf = (name: string) => {
  const [first = '', last] = name.split(' ');
  return last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
};

/**
 * The user's picture, or their initials until it loads (or when it fails): drawn as Chakra's
 * Avatar (size xs) draws it, without its state machine, which the first load would carry for
 * this one picture.
 */
function Initials({ name, src }: { name: string; src?: string | null }) {
  const [shown, setShown] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <Center
      aria-hidden
      position="relative"
      flexShrink="0"
      boxSize="8"
      borderRadius="full"
      overflow="hidden"
      bg="gray.muted"
      color="gray.fg"
      fontSize="xs"
      fontWeight="medium"
      lineHeight="1"
      textTransform="uppercase"
    >
      {shown !== 'loaded' && initialsOf(name)}
      {src && shown !== 'failed' && (
        <Image
          src={src}
          alt=""
          position="absolute"
          inset="0"
          boxSize="full"
          objectFit="cover"
          opacity={shown === 'loaded' ? 1 : 0}
          onLoad={() => setShown('loaded')}
          onError={() => setShown('failed')}
        />
      )}
    </Center>
  );
}
