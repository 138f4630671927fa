import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { siteRoutes } from './site.routes';
import { subscriptionsRoutes } from './subscriptions.routes';
import { startSubscriptionLifecycle } from './subscription-lifecycle';
import { usageAndInvoiceRoutes } from './usage-invoice.routes';

/** Issue 22: plans, the FAQ, the contact form and subscription requests. */
export const siteModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(siteRoutes, deps);
  await app.register(subscriptionsRoutes, deps);
  await app.register(usageAndInvoiceRoutes, deps);
  startSubscriptionLifecycle(app, deps);
};
