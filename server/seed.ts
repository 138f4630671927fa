import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { count } from 'drizzle-orm';
import type { Database } from './db/client';
import type { Storage } from './storage/storage';
import { users } from './db/schema/users';
import { seedDemoAccounts } from './modules/identity/demo.seed';
import { seedDemoMessaging } from './modules/messaging/messaging.seed';
import { seedDemoProjects } from './modules/projects/demo.seed';
import { seedDemoCatalogue } from './modules/catalogue/catalogue.seed';
import { seedDemoSite } from './modules/site/site.seed';
import { seedDemoOrders } from './modules/orders/orders.seed';
import { seedDemoAdmin } from './modules/admin/admin.seed';

export type Seeder = (ctx: {
  config: Config;
  database: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}) => Promise<void>;

/**
 * Demo data for a newcomer: only outside production, on the first start of an empty embedded
 * database or when SEED_DEMO=true. Each module adds its seeder to the list.
 */
const seeders: Seeder[] = [
  seedDemoAccounts,
  seedDemoProjects,
  seedDemoMessaging,
  seedDemoCatalogue,
  seedDemoSite,
  seedDemoOrders,
  seedDemoAdmin,
];

export async function seed(ctx: Parameters<Seeder>[0]): Promise<void> {
  if (!(await shouldSeedDemo(ctx))) return;
  for (const s of seeders) await s(ctx);
}

/** SEED_DEMO=true forces it, false forbids it; unset, only a first start of an empty embedded database seeds. */
async function shouldSeedDemo({ config, database }: Parameters<Seeder>[0]): Promise<boolean> {
  if (config.NODE_ENV === 'production') return false;
  if (config.SEED_DEMO !== undefined) return config.SEED_DEMO;
  if (database.kind !== 'pglite') return false;
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
