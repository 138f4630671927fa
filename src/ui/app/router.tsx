import { createBrowserRouter, type RouteObject } from 'react-router';
import { CrashFallback } from './crash-fallback';
import { lazyPage } from './lazy-page';

const Landing = lazyPage(() => import('../pages/landing/landing.view'));
const NotFound = lazyPage(() => import('../pages/not-found/not-found.view'));

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <CrashFallback />,
    children: [
      { index: true, Component: Landing },
      { path: 'professionnels', Component: Landing },
      { path: '*', Component: NotFound },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
