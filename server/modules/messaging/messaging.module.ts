import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { conversationsRoutes } from './conversations.routes';
import { messagesRoutes } from './messages.routes';
import { reportsRoutes } from './reports.routes';

/** Conversations, messages and their attachments (both areas: audience `member`);
 * the reports of messages for the administrators. */
export const messagingModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(conversationsRoutes, deps);
  await app.register(messagesRoutes, deps);
  await app.register(reportsRoutes, deps);
};
