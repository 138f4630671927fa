/**
 * Every client route in one place (SPEC §2). Static paths are strings; paths with parameters are
 * builder functions; `patterns` holds the same routes as React Router patterns for router.tsx.
 * Link with `paths.pro.project(id)`, never with a hand-written string.
 */
const enc = encodeURIComponent;

export type Area = 'pro' | 'fab';

const area = (a: Area) => ({
  root: `/${a}`,
  notifications: `/${a}/notifications`,
  orders: `/${a}/orders`,
  order: (id: string) => `/${a}/orders/${enc(id)}/order`,
  favorites: `/${a}/favorites`,
  messages: `/${a}/messages`,
  parameters: {
    profile: `/${a}/parameters/profile`,
    general: `/${a}/parameters/general`,
    subscriptions: `/${a}/parameters/subscriptions`,
  },
});

export const paths = {
  home: '/',
  professionals: '/professionnels',
  manufacturers: '/fabricants',
  contact: '/contact',
  faq: '/faq',
  plans: '/plans',
  terms: '/terms',
  privacy: '/privacy',
  directory: '/annuaire',
  directoryUser: (id: string) => `/annuaire/user/${enc(id)}/details`,
  library: '/library',
  libraryProduct: (id: string) => `/library/product/${enc(id)}/details`,
  libraryProductOrder: (id: string) => `/library/product/${enc(id)}/order`,
  profile: '/profile',

  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  passwordReset: (token: string) => `/password-reset/${enc(token)}`,
  confirmEmail: '/confirm-email',
  onboardingSuccess: '/onboarding/success',
  providerCallback: (provider: 'google' | 'linkedin') => `/auth/${provider}`,

  userSpace: '/user/space',
  onboarding: '/onboarding',
  verification: '/verification',
  logout: '/logout',
  verifyEmailNotice: '/verify-email-notice',

  sharedFile: (id: string, token: string) => `/files/${enc(id)}/shares/${enc(token)}`,

  pro: {
    ...area('pro'),
    projects: '/pro/projects',
    project: (projectId: string) => `/pro/projects/${enc(projectId)}`,
    folder: (projectId: string, folderId: string) =>
      `/pro/projects/${enc(projectId)}/files/${enc(folderId)}`,
    viewer: (projectId: string, fileId: string, kind: 'ifc' | 'obj' | 'file') =>
      `/pro/projects/${enc(projectId)}/viewer/${enc(fileId)}/${kind}`,
    sharedWithMe: (fileId?: string) =>
      fileId ? `/pro/shared-with-me/${enc(fileId)}` : '/pro/shared-with-me',
    sharedByMe: (fileId?: string) =>
      fileId ? `/pro/shared-by-me/${enc(fileId)}` : '/pro/shared-by-me',
    projectParameters: (projectId: string) => `/pro/parameters/project/${enc(projectId)}`,
    basket: '/pro/basket',
    /** Search across the project's processed models. */
    projectSearch: (projectId: string) => `/pro/projects/${enc(projectId)}/search`,
    /** The IFC viewer on one version with the elements a search matches selected. */
    viewerSearch: (projectId: string, fileId: string, version: number, query: unknown) =>
      `/pro/projects/${enc(projectId)}/viewer/${enc(fileId)}/ifc?version=${version}&search=${enc(JSON.stringify(query))}`,
    /** « Show in model »: the IFC viewer on an order line's version with its take-off's
     * elements selected and the rest ghosted (the viewer reads
     * GET api/orders/{order}/lines/{order_line}/takeoff). */
    viewerOrderLine: (
      projectId: string,
      fileId: string,
      version: number,
      orderId: string,
      lineId: string,
    ) =>
      `/pro/projects/${enc(projectId)}/viewer/${enc(fileId)}/ifc?version=${version}&order=${enc(orderId)}&order_line=${enc(lineId)}`,
  },
  fab: {
    ...area('fab'),
    products: '/fab/products',
    productNew: '/fab/products/new',
    productEdit: (id: string) => `/fab/products/${enc(id)}/edit`,
    productShow: (id: string) => `/fab/products/${enc(id)}/show`,
  },
  admin: {
    root: '/admin',
    users: '/admin/users',
    reports: '/admin/reports',
    dashboard: '/admin',
    audit: '/admin/audit',
    plans: '/admin/plans',
    faqs: '/admin/faqs',
    contact: '/admin/contact',
    user: (id: string) => `/admin/users/${enc(id)}`,
    subscriptions: '/admin/subscriptions',
  },
} as const;

/** Where each kind of signed-in user works (SPEC §6): manufacturers /fab, others /pro. */
export const areaHome = { pro: paths.pro.projects, fab: paths.fab.products } as const;
