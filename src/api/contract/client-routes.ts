/**
 * Every page of the single-page app as a React Router pattern (`:param`, `:param?`), shared with
 * the server: a GET for any of them answers the app with 200, any other path the app with 404
 * (the app then shows its not-found page). A unit test checks this list against the router.
 */
export const clientRoutes = [
  '/',
  '/professionnels',
  '/fabricants',
  '/contact',
  '/faq',
  '/plans',
  '/terms',
  '/privacy',
  '/annuaire',
  '/annuaire/user/:id/details',
  '/library',
  '/library/product/:id/details',
  '/library/product/:id/order',
  '/profile',
  '/login',
  '/register',
  '/forgot-password',
  '/password-reset/:token',
  '/confirm-email',
  '/auth/:provider',
  '/verify-email/:id/:token',
  '/verify-change-email/:id/:token',
  '/logout',
  '/verify-email-notice',
  '/onboarding',
  '/onboarding/success',
  '/verification',
  '/user/space',
  '/files/:id/shares/:token',
  '/pro',
  '/pro/projects',
  '/pro/projects/:projectId',
  '/pro/projects/:projectId/files/:folderId',
  '/pro/projects/:projectId/search',
  '/pro/projects/:projectId/viewer/:fileId/ifc',
  '/pro/projects/:projectId/viewer/:fileId/obj',
  '/pro/projects/:projectId/viewer/:fileId/file',
  '/pro/shared-with-me/:idFile?',
  '/pro/shared-by-me/:idFile?',
  '/pro/parameters/project/:projectId',
  '/pro/basket',
  '/fab',
  '/fab/products',
  '/fab/products/new',
  '/fab/products/:id/edit',
  '/fab/products/:id/show',
  ...['/pro', '/fab'].flatMap((area) =>
    [
      '/notifications',
      '/orders',
      '/orders/:id/order',
      '/favorites',
      '/messages',
      '/parameters',
      '/parameters/profile',
      '/parameters/general',
      '/parameters/subscriptions',
    ].map((p) => area + p),
  ),
  '/admin',
  '/admin/users',
  '/admin/reports',
  '/admin/audit',
  '/admin/plans',
  '/admin/subscriptions',
  '/admin/faqs',
  '/admin/contact',
  '/admin/users/:id',
] as const;

export type ClientRoute = (typeof clientRoutes)[number];

const compiled = clientRoutes.map((route) => ({
  route,
  segments: route
    .split('/')
    .filter(Boolean)
    .map((seg) => ({ param: seg.startsWith(':'), optional: seg.endsWith('?'), seg })),
}));

/** Whether a path (without query) is one of the app's pages; a trailing slash is allowed. */
export const isClientRoute = (path: string): boolean => matchClientRoute(path) !== null;

/** The route pattern a path (without query) shows, or null for a path that is no page. */
export function matchClientRoute(path: string): ClientRoute | null {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  // No two patterns fit the same path.
  const hit = compiled.find(({ segments: pattern }) => {
    const required = pattern.filter((s) => !s.optional).length;
    if (segments.length < required || segments.length > pattern.length) return false;
    return pattern.every((s, i) => {
      const value = segments[i];
      if (value === undefined) return s.optional;
      return s.param ? value.length > 0 : value === s.seg;
    });
  });
  return hit?.route ?? null;
}
