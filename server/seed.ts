import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { seedDemoAccounts } from './modules/identity/demo.seed';

export type Seeder = (ctx: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
}) => Promise<void>;

/**
 * Demo data for a newcomer: only outside production, on the first start of an empty embedded
 * database or when SEED_DEMO=true. Each module adds its seeder to the list.
 */
const seeders: Seeder[] = [seedDemoAccounts];

export async function seed(ctx: Parameters<Seeder>[0]): Promise<void> {
  if (ctx.config.NODE_ENV === 'production' || !ctx.config.seedDemo) return;
  for (const s of seeders) await s(ctx);
}
