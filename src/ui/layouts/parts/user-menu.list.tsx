import { Menu, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLayoutGrid, LuLogOut, LuSettings, LuShieldCheck, LuUser } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { roleOf } from '@/api/contract/user';
import { paths } from '../../app/paths';
import { useDialog } from '../../dialogs/use-dialog';
import { useSignedInUser } from '../../session/session.hooks';
import { areaOf } from '../../session/area';
import { HeaderMenu, type DeferredMenuProps } from './header-menu';

/**
 * The user menu's list, loaded after the first paint (user-menu.tsx): the button it opens from
 * is `trigger`; `defaultOpen` when it was clicked before this loaded, `focusTrigger` when it
 * had the focus.
 */
export function UserMenuList({ trigger, defaultOpen, focusTrigger }: DeferredMenuProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const logout = useDialog('logout');
  const area = areaOf(user);
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <HeaderMenu trigger={trigger} defaultOpen={defaultOpen} focusTrigger={focusTrigger} minW="56">
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>
          <Text fontWeight="medium">{name}</Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {user.email}
          </Text>
        </Menu.ItemGroupLabel>
      </Menu.ItemGroup>
      <Menu.Separator />
      <Menu.Item value="space" onSelect={() => navigate(paths.userSpace)}>
        <LuLayoutGrid />
        {t('shell:user_menu.space')}
      </Menu.Item>
      <Menu.Item value="profile" onSelect={() => navigate(paths.profile)}>
        <LuUser />
        {t('shell:user_menu.profile')}
      </Menu.Item>
      <Menu.Item value="settings" onSelect={() => navigate(paths[area].parameters.profile)}>
        <LuSettings />
        {t('shell:user_menu.settings')}
      </Menu.Item>
      {roleOf(user.type) === 'admin' && (
        <Menu.Item value="admin" onSelect={() => navigate(paths.admin.dashboard)}>
          <LuShieldCheck />
          {t('shell:user_menu.admin')}
        </Menu.Item>
      )}
      <Menu.Separator />
      <Menu.Item value="logout" onSelect={() => logout.open()} data-testid="shell.logout">
        <LuLogOut />
        {t('shell:user_menu.logout')}
      </Menu.Item>
    </HeaderMenu>
  );
}
