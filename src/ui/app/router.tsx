import { createBrowserRouter, type RouteObject } from 'react-router';
import { CrashFallback } from './crash-fallback';
import { lazyPage } from './lazy-page';

const Landing = lazyPage(() => import('../pages/landing/landing.view'));
const NotFound = lazyPage(() => import('../pages/not-found/not-found.view'));
// Temporary viewer routes until the shell's /pro tree lands (helper A); same paths as SPEC §2.
const IfcViewer = lazyPage(() => import('@/viewer/pages/ifc-viewer.page'));
const ObjViewer = lazyPage(() => import('@/viewer/pages/obj-viewer.page'));
const FileViewer = lazyPage(() => import('@/viewer/pages/file-viewer.page'));

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <CrashFallback />,
    children: [
      { index: true, Component: Landing },
      { path: 'professionnels', Component: Landing },
      { path: 'pro/projects/:projectId/viewer/:fileId/ifc', Component: IfcViewer },
      { path: 'pro/projects/:projectId/viewer/:fileId/obj', Component: ObjViewer },
      { path: 'pro/projects/:projectId/viewer/:fileId/file', Component: FileViewer },
      { path: '*', Component: NotFound },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
