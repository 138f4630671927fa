import { Navigate, type RouteObject } from 'react-router';
import { page } from './lazy-page';

/** Pages both areas have (SPEC §2): /pro/… and /fab/…, one page file each. */
export const areaRoutes: RouteObject[] = [
  { path: 'notifications', Component: page(() => import('../pages/area/notifications.page')) },
  { path: 'orders', Component: page(() => import('../pages/area/orders.page')) },
  { path: 'orders/:id/order', Component: page(() => import('../pages/area/order.page')) },
  { path: 'favorites', Component: page(() => import('../pages/area/favorites.page')) },
  { path: 'messages', Component: page(() => import('../pages/area/messages.page')) },
  { path: 'parameters', element: <Navigate to="profile" replace /> },
  {
    path: 'parameters/profile',
    Component: page(() => import('../pages/area/parameters/profile-settings.page')),
  },
  {
    path: 'parameters/general',
    Component: page(() => import('../pages/area/parameters/general-settings.page')),
  },
  {
    path: 'parameters/subscriptions',
    Component: page(() => import('../pages/area/parameters/subscriptions-settings.page')),
  },
];

export const proRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="projects" replace /> },
  { path: 'projects', Component: page(() => import('../pages/pro/projects/projects.page')) },
  {
    path: 'projects/:projectId',
    Component: page(() => import('../pages/pro/projects/project.page')),
  },
  {
    path: 'projects/:projectId/files/:folderId',
    Component: page(() => import('../pages/pro/projects/folder.page')),
  },
  {
    path: 'projects/:projectId/search',
    Component: page(() => import('../pages/pro/projects/model-search.page')),
  },
  {
    path: 'shared-with-me/:idFile?',
    Component: page(() => import('../pages/pro/shared/shared-with-me.page')),
  },
  {
    path: 'shared-by-me/:idFile?',
    Component: page(() => import('../pages/pro/shared/shared-by-me.page')),
  },
  { path: 'basket', Component: page(() => import('../pages/pro/basket.page')) },
  {
    path: 'parameters/project/:projectId',
    Component: page(() => import('../pages/pro/parameters/project-parameters.page')),
  },
];

/** Full-bleed (no sider): /pro/projects/{projectId}/viewer/{fileId}/{ifc|obj|file}. */
export const viewerRoutes: RouteObject[] = [
  {
    path: 'projects/:projectId/viewer/:fileId',
    children: [
      { path: 'ifc', Component: page(() => import('@/viewer/pages/ifc-viewer.page')) },
      { path: 'obj', Component: page(() => import('@/viewer/pages/obj-viewer.page')) },
      { path: 'file', Component: page(() => import('@/viewer/pages/file-viewer.page')) },
    ],
  },
];

export const fabRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="products" replace /> },
  { path: 'products', Component: page(() => import('../pages/fab/products/products.page')) },
  { path: 'products/new', Component: page(() => import('../pages/fab/products/product-new.page')) },
  {
    path: 'products/:id/edit',
    Component: page(() => import('../pages/fab/products/product-edit.page')),
  },
  {
    path: 'products/:id/show',
    Component: page(() => import('../pages/fab/products/product-show.page')),
  },
];

/** The administration's screens (issue 22) beside the review queue and the reports: /admin is the dashboard. */
export const adminRoutes: RouteObject[] = [
  { index: true, Component: page(() => import('../pages/admin/dashboard.page')) },
  { path: 'audit', Component: page(() => import('../pages/admin/audit.page')) },
  { path: 'plans', Component: page(() => import('../pages/admin/plans.page')) },
  { path: 'faqs', Component: page(() => import('../pages/admin/faqs.page')) },
  { path: 'contact', Component: page(() => import('../pages/admin/contact.page')) },
  { path: 'users/:id', Component: page(() => import('../pages/admin/user.page')) },
];
