import type { Browser, BrowserContext } from 'playwright-core';
import { clientRoutes } from '../../src/api/contract/client-routes';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { registerAccount, submitOnboarding, verifyEmail } from './accounts';
import { signIn, xsrfHeader } from './session';

export type Who = 'guest' | 'pro' | 'fab' | 'admin' | 'unverified' | 'onboarding' | 'waiting';

/** Who may see each route (the step routes need an account at that step). */
function whoFor(pattern: string): Who {
  const area = pattern.split('/')[1];
  if (area === 'pro' || pattern === '/profile' || pattern === '/user/space') return 'pro';
  if (area === 'fab') return 'fab';
  if (area === 'admin') return 'admin';
  if (pattern === '/verify-email-notice') return 'unverified';
  if (pattern === '/onboarding') return 'onboarding';
  if (pattern === '/verification' || pattern === '/onboarding/success') return 'waiting';
  return 'guest';
}

/** Every route of the app (src/api/contract/client-routes.ts) but `/logout` (it signs out). */
export const routeCases = clientRoutes
  .filter((p) => p !== '/logout')
  .map((pattern) => ({ pattern, who: whoFor(pattern) }));

/**
 * Paths beyond the route table that a visitor reaches: an unknown path (the 404 page), a reset
 * link as the e-mail gives it, a real provider's sign-in, the settings' old paths under /pro,
 * the e-mail confirmation seen by an account still unverified, and the onboarding's success
 * page seen by a finished account.
 */
export const extraRouteCases: { pattern: string; who: Who }[] = [
  { pattern: '/no/such/page', who: 'guest' },
  { pattern: '/password-reset/abc?email=pro%40ouvrage.test', who: 'guest' },
  { pattern: '/auth/google', who: 'guest' },
  { pattern: '/confirm-email', who: 'unverified' },
  { pattern: '/onboarding/success', who: 'pro' },
  { pattern: '/pro/parameters/profile', who: 'pro' },
  { pattern: '/pro/parameters/general', who: 'pro' },
];

export type Ids = { projectId: string; folderId: string; fileId: string };

/** A route's path with real ids where the page needs them, placeholders elsewhere. */
export const concretePath = (pattern: string, ids: Ids): string =>
  pattern
    .replace(':projectId', ids.projectId)
    .replace(':folderId', ids.folderId)
    .replace(':fileId', ids.fileId)
    .replace(/\/:\w+\?$/, '')
    .replace(/:\w+/g, 'x1');

/**
 * A signed-in context for each kind of visitor of `routeCases`, and the ids of a project of the
 * demo professional (a project, a long-named sub-folder, a small IFC file in it).
 */
export async function routeVisitors(
  browser: Browser,
  newContext: (b: Browser) => Promise<BrowserContext>,
): Promise<{ ids: Ids; as: Record<Who, BrowserContext> }> {
  const as = {} as Record<Who, BrowserContext>;
  as.guest = await newContext(browser);
  for (const [who, email] of [
    ['pro', 'pro@ouvrage.test'],
    ['fab', 'fab@ouvrage.test'],
    ['admin', 'admin@ouvrage.test'],
  ] as const) {
    as[who] = await newContext(browser);
    await signIn(as[who], email);
  }
  as.unverified = (await registerAccount(browser, 'DESIGN_OFFICE', newContext)).context;
  const onboarding = await registerAccount(browser, 'DESIGN_OFFICE', newContext);
  await verifyEmail(onboarding.context, onboarding.email);
  as.onboarding = onboarding.context;
  const waiting = await registerAccount(browser, 'DESIGN_OFFICE', newContext);
  await verifyEmail(waiting.context, waiting.email);
  await submitOnboarding(waiting.context);
  as.waiting = waiting.context;

  return { ids: await seedProject(as.pro), as };
}

/** A project with a long-named sub-folder and a small IFC model in it. */
async function seedProject(pro: BrowserContext) {
  const headers = await xsrfHeader(pro);
  const post = async (url: string, data: unknown) => {
    const res = await pro.request.post(url, { headers, data });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { id: string; root_folder_id: string };
  };
  const project = await post('/api/projects', {
    name: 'Réhabilitation du groupe scolaire Jean-Baptiste-Poquelin',
    description: 'Lots techniques, structure et enveloppe',
  });
  const folder = await post(`/api/projects/${project.id}/folders`, {
    name: 'Dossier des ouvrages exécutés — plans de récolement',
  });
  const up = await pro.request.post(`/api/folders/${folder.id}/files`, {
    headers,
    multipart: {
      file: {
        name: 'Maquette-architecture-indice-C-version-definitive.ifc',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(await buildIfc({ walls: roomWalls() })),
      },
    },
  });
  if (!up.ok()) throw new Error(`upload: ${up.status()} ${await up.text()}`);
  const fileId = ((await up.json()) as { file: { id: string } }).file.id;
  return { projectId: project.id, folderId: folder.id, fileId };
}
