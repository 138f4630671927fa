import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';
import { healthRoutes } from './health/health.routes';
import { authRoutes } from './identity/auth.routes';
import { csrfRoutes } from './identity/csrf.routes';
import { passwordRoutes } from './identity/password.routes';
import { registerRoutes } from './identity/register.routes';
import { verificationRoutes } from './identity/verification.routes';
import { referenceRoutes } from './reference/reference.routes';
import { boardingRoutes } from './onboarding/boarding.routes';
import { adminRoutes } from './admin/admin.routes';
import { oidcRoutes } from './identity/oidc.routes';
import { profileRoutes } from './profile/profile.routes';
import { localesRoutes } from './locales/locales.routes';
import { projectsRoutes } from './projects/projects.routes';
import { projectCoverRoutes } from './projects/project-cover.routes';
import { foldersRoutes } from './projects/folders.routes';
import { collaboratorsRoutes } from './projects/collaborators.routes';
import { filesModule } from './files/files.module';
import { sharesRoutes } from './sharing/shares.routes';
import { publicSharesRoutes } from './sharing/public-shares.routes';
import { viewerModelsModule } from './viewer-models/viewer-models.module';
import { modelsModule } from './models/models.module';
import { eventsRoutes } from './events/events.routes';
import { messagingModule } from './messaging/messaging.module';
import { notificationsRoutes } from './notifications/notifications.routes';
import { directoryRoutes } from './directory/directory.routes';
import { catalogueModule } from './catalogue/catalogue.module';
import { siteModule } from './site/site.module';
import { ordersRoutes } from './orders/orders.routes';
import { takeoffRoutes } from './takeoff/takeoff.routes';
import { accessTokensRoutes } from './access-tokens/access-tokens.routes';
import { bcfApiRoutes } from './bcf-api/bcf-api.routes';
import { bcfCors } from './bcf-api/bcf-cors';

/**
 * Every domain module, registered in this order by app.ts. A module is a plugin over AppDeps
 * with its routes, a service and a repository (see server/CONTEXT.md).
 */
export const modules: FastifyPluginAsyncZod<AppDeps>[] = [
  healthRoutes,
  localesRoutes,
  csrfRoutes,
  authRoutes,
  registerRoutes,
  verificationRoutes,
  passwordRoutes,
  oidcRoutes,
  referenceRoutes,
  boardingRoutes,
  adminRoutes,
  profileRoutes,
  projectsRoutes,
  projectCoverRoutes,
  foldersRoutes,
  collaboratorsRoutes,
  filesModule,
  sharesRoutes,
  publicSharesRoutes,
  viewerModelsModule,
  modelsModule,
  eventsRoutes,
  messagingModule,
  notificationsRoutes,
  directoryRoutes,
  catalogueModule,
  siteModule,
  ordersRoutes,
  takeoffRoutes,
  accessTokensRoutes,
  bcfCors,
  bcfApiRoutes,
];
