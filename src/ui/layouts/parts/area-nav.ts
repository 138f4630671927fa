import type { IconType } from 'react-icons';
import {
  LuBell,
  LuCircleHelp,
  LuFlag,
  LuHistory,
  LuLayoutDashboard,
  LuMail,
  LuFolderKanban,
  LuHeart,
  LuInbox,
  LuMessageSquare,
  LuPackage,
  LuReceipt,
  LuSettings,
  LuShare2,
  LuShieldCheck,
  LuShoppingBasket,
  LuShoppingCart,
  LuTag,
} from 'react-icons/lu';
import { paths } from '../../app/paths';

export type NavItem = { to: string; label: string; icon: IconType; testId: string };
export type AreaName = 'pro' | 'fab' | 'admin';

/** The sider of each area (SPEC §2: /pro for professionals, /fab for manufacturers). */
export const areaNav: Record<AreaName, NavItem[]> = {
  pro: [
    {
      to: paths.pro.projects,
      label: 'shell:area.projects',
      icon: LuFolderKanban,
      testId: 'projects',
    },
    {
      to: paths.pro.sharedWithMe(),
      label: 'shell:area.shared_with_me',
      icon: LuInbox,
      testId: 'shared-with-me',
    },
    {
      to: paths.pro.sharedByMe(),
      label: 'shell:area.shared_by_me',
      icon: LuShare2,
      testId: 'shared-by-me',
    },
    { to: paths.pro.orders, label: 'shell:area.orders', icon: LuShoppingCart, testId: 'orders' },
    { to: paths.pro.basket, label: 'shell:area.basket', icon: LuShoppingBasket, testId: 'basket' },
    {
      to: paths.pro.messages,
      label: 'shell:area.messages',
      icon: LuMessageSquare,
      testId: 'messages',
    },
    {
      to: paths.pro.notifications,
      label: 'shell:area.notifications',
      icon: LuBell,
      testId: 'notifications',
    },
    { to: paths.pro.favorites, label: 'shell:area.favorites', icon: LuHeart, testId: 'favorites' },
    {
      to: paths.pro.parameters.profile,
      label: 'shell:area.parameters',
      icon: LuSettings,
      testId: 'parameters',
    },
  ],
  fab: [
    { to: paths.fab.products, label: 'shell:area.products', icon: LuPackage, testId: 'products' },
    { to: paths.fab.orders, label: 'shell:area.orders', icon: LuShoppingCart, testId: 'orders' },
    {
      to: paths.fab.messages,
      label: 'shell:area.messages',
      icon: LuMessageSquare,
      testId: 'messages',
    },
    {
      to: paths.fab.notifications,
      label: 'shell:area.notifications',
      icon: LuBell,
      testId: 'notifications',
    },
    { to: paths.fab.favorites, label: 'shell:area.favorites', icon: LuHeart, testId: 'favorites' },
    {
      to: paths.fab.parameters.profile,
      label: 'shell:area.parameters',
      icon: LuSettings,
      testId: 'parameters',
    },
  ],
  admin: [
    {
      to: paths.admin.dashboard,
      label: 'shell:area.dashboard',
      icon: LuLayoutDashboard,
      testId: 'dashboard',
    },
    { to: paths.admin.users, label: 'shell:area.review', icon: LuShieldCheck, testId: 'review' },
    { to: paths.admin.reports, label: 'shell:area.reports', icon: LuFlag, testId: 'reports' },
    { to: paths.admin.plans, label: 'shell:area.plans', icon: LuTag, testId: 'plans' },
    { to: paths.admin.faqs, label: 'shell:area.faqs', icon: LuCircleHelp, testId: 'faqs' },
    { to: paths.admin.contact, label: 'shell:area.contact', icon: LuMail, testId: 'contact' },
    { to: paths.admin.audit, label: 'shell:area.audit', icon: LuHistory, testId: 'audit' },
    {
      to: paths.admin.subscriptions,
      label: 'shell:area.subscriptions',
      icon: LuReceipt,
      testId: 'admin-subscriptions',
    },
    {
      to: paths.pro.projects,
      label: 'shell:area.projects',
      icon: LuFolderKanban,
      testId: 'projects',
    },
  ],
};

/** The settings section matches every parameters page, not only the profile one. */
export const navMatch = (item: NavItem, pathname: string): boolean => {
  const base = item.to.endsWith('/parameters/profile')
    ? item.to.replace(/\/profile$/, '')
    : item.to;
  // The dashboard is the administration's root: it is current on itself only.
  if (item.to === paths.admin.dashboard) return pathname === base || pathname === `${base}/`;
  return pathname === base || pathname.startsWith(`${base}/`);
};
