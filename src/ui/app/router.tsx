import { useRoutes, type RouteObject } from 'react-router';
import { lazy } from 'react';
import AreaLayout from '../layouts/area.layout';
import {
  RequireAdmin,
  RequireArea,
  RequireAuth,
  RequireEmailUnverified,
  RequireEmailVerified,
  RequireGuest,
  RequireOnboarded,
  RequireVerified,
} from '../session/guards';
import { AppShell } from './app-shell';
import { CrashBoundary } from './crash-fallback';
import { adminRoutes, areaRoutes, fabRoutes, proRoutes, viewerRoutes } from './area.routes';
import { page } from './lazy-page';

// The signed-in areas' layout is in the first load; the others come with their first page (the
// suspense of main.tsx shows the spinner meanwhile).
const AuthStyleLayout = lazy(() => import('../layouts/auth-style.layout'));
const FullBleedLayout = lazy(() => import('../layouts/full-bleed.layout'));
const PublicLayout = lazy(() => import('../layouts/public.layout'));
const StandaloneLayout = lazy(() => import('../layouts/standalone.layout'));

/**
 * Every route of SPEC §2, by layout, behind its guards (authorised → e-mail validated →
 * onboarding completed → account verified). Pages load lazily (lazy-page.tsx).
 */
const authStyle: RouteObject = {
  element: <AuthStyleLayout />,
  children: [
    {
      element: <RequireGuest />,
      children: [
        { path: 'login', Component: page(() => import('../pages/auth/login.page')) },
        { path: 'register', Component: page(() => import('../pages/auth/register.page')) },
      ],
    },
    {
      path: 'forgot-password',
      Component: page(() => import('../pages/auth/forgot-password.page')),
    },
    {
      path: 'password-reset/:token',
      Component: page(() => import('../pages/auth/password-reset.page')),
    },
    { path: 'confirm-email', Component: page(() => import('../pages/auth/confirm-email.page')) },
    {
      path: 'auth/:provider',
      Component: page(() => import('../pages/auth/provider-callback.page')),
    },
    // Signed links work signed in or not: the server signs their user in (verification.routes.ts).
    {
      path: 'verify-email/:id/:token',
      Component: page(() => import('../pages/account/verify-email.page')),
    },
    {
      path: 'verify-change-email/:id/:token',
      Component: page(() => import('../pages/account/verify-change-email.page')),
    },
    {
      element: <RequireAuth />,
      children: [
        { path: 'logout', Component: page(() => import('../pages/account/logout.page')) },
        {
          element: <RequireEmailUnverified />,
          children: [
            {
              path: 'verify-email-notice',
              Component: page(() => import('../pages/account/verify-email-notice.page')),
            },
          ],
        },
        {
          element: <RequireEmailVerified />,
          children: [
            {
              path: 'onboarding',
              Component: page(() => import('../pages/account/onboarding.page')),
            },
            {
              path: 'onboarding/success',
              Component: page(() => import('../pages/account/onboarding-success.page')),
            },
            {
              element: <RequireOnboarded />,
              children: [
                {
                  path: 'verification',
                  Component: page(() => import('../pages/account/verification.page')),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const publicLayout: RouteObject = {
  element: <PublicLayout />,
  children: [
    { index: true, Component: page(() => import('../pages/landing/landing.page')) },
    { path: 'professionnels', Component: page(() => import('../pages/landing/landing.page')) },
    {
      path: 'fabricants',
      Component: page(() => import('../pages/public/manufacturers-landing.page')),
    },
    { path: 'contact', Component: page(() => import('../pages/public/contact.page')) },
    { path: 'faq', Component: page(() => import('../pages/public/faq.page')) },
    { path: 'plans', Component: page(() => import('../pages/public/plans.page')) },
    { path: 'terms', Component: page(() => import('../pages/public/terms.page')) },
    { path: 'privacy', Component: page(() => import('../pages/public/privacy.page')) },
    { path: 'annuaire', Component: page(() => import('../pages/public/directory.page')) },
    {
      path: 'annuaire/user/:id/details',
      Component: page(() => import('../pages/public/directory-user.page')),
    },
    { path: 'library', Component: page(() => import('../pages/public/library.page')) },
    {
      path: 'library/product/:id/details',
      Component: page(() => import('../pages/public/library-product.page')),
    },
    {
      path: 'library/product/:id/order',
      Component: page(() => import('../pages/public/library-product-order.page')),
    },
    {
      element: <RequireAuth />,
      children: [
        { path: 'profile', Component: page(() => import('../pages/account/profile.page')) },
      ],
    },
    { path: '*', Component: page(() => import('../pages/not-found/not-found.page')) },
  ],
};

/** Past every guard: the user's space and the areas. */
const signedIn: RouteObject = {
  element: <RequireAuth />,
  children: [
    {
      element: <RequireEmailVerified />,
      children: [
        {
          element: <RequireOnboarded />,
          children: [
            {
              element: <RequireVerified />,
              children: [
                {
                  path: 'user/space',
                  Component: page(() => import('../pages/account/user-space.page')),
                },
                {
                  path: 'pro',
                  element: <RequireArea area="pro" />,
                  children: [
                    { element: <AreaLayout area="pro" />, children: [...proRoutes, ...areaRoutes] },
                    { element: <FullBleedLayout />, children: viewerRoutes },
                  ],
                },
                {
                  path: 'fab',
                  element: <RequireArea area="fab" />,
                  children: [
                    { element: <AreaLayout area="fab" />, children: [...fabRoutes, ...areaRoutes] },
                  ],
                },
                {
                  path: 'admin',
                  element: <RequireAdmin />,
                  children: [
                    {
                      element: <AreaLayout area="admin" />,
                      children: [
                        {
                          path: 'users',
                          Component: page(() => import('../pages/admin/review-queue.page')),
                        },
                        {
                          path: 'reports',
                          Component: page(() => import('../pages/admin/message-reports.page')),
                        },
                        ...adminRoutes,
                        {
                          path: 'subscriptions',
                          Component: page(() => import('../pages/admin/subscriptions.page')),
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const standalone: RouteObject = {
  path: 'files/:id/shares/:token',
  element: <StandaloneLayout />,
  children: [
    { index: true, Component: page(() => import('../pages/shared-file/shared-file.page')) },
  ],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [standalone, authStyle, signedIn, publicLayout],
  },
];

/**
 * The routes, rendered under main.tsx's BrowserRouter. Declarative routing, not the data router
 * (createBrowserRouter): no route here loads data, and the data router's code was 18 KB gzip of
 * the signed-in shell's first load. A page that crashes shows the crash fallback (SPEC §8), inside
 * the providers (the one in main.tsx is outside Chakra's).
 */
export function AppRoutes() {
  return <CrashBoundary>{useRoutes(routes)}</CrashBoundary>;
}
