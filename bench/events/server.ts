/**
 * The server under load for `npm run bench -- events`, in its own process (the load generator
 * must not share its event loop): a new database on BENCH_DATABASE_URL's PostgreSQL server
 * (dropped at the end), `BENCH_USERS` complete accounts paired in conversations, each with a
 * session, and the real app on a free port. Prints one JSON line `{ port, users, pairs }` once
 * it listens, then `{ rssMb, cpuMs }` for each line it reads; SIGTERM closes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/db/client';
import { conversations } from '../../server/db/schema/messaging';
import { sessions } from '../../server/db/schema/sessions';
import { users } from '../../server/db/schema/users';
import { pairOf } from '../../server/modules/messaging/messaging.repository';
import { seedReference } from '../../server/modules/reference/reference.seed';
import { randomToken } from '../../server/lib/tokens';
import { serveBenchApp } from '../support/serve-app';

const dataDir = await mkdtemp(join(tmpdir(), 'ouvrage-bench-events-'));
const adminUrl = process.env.BENCH_DATABASE_URL!;
const count = Number(process.env.BENCH_USERS ?? 500);
const dbName = `ouvrage_bench_events_${randomBytes(4).toString('hex')}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  STATIC_DIR: join(dataDir, 'no-dist'),
  DATABASE_URL: url.toString(),
});
const database = await openPostgres(url.toString());
await database.migrate();
await seedReference(database.db);

/** `count` professionals, each with a session; user 2i talks with user 2i+1. */
async function seed() {
  const now = new Date();
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench${i}@example.test`,
        passwordHash: 'not-a-hash',
        firstName: 'Bench',
        lastName: `User ${i}`,
        type: 'DESIGN_OFFICE' as const,
        status: 'A' as const,
        emailVerifiedAt: now,
        onboardedAt: now,
        onboarding: { company: 'Bench SARL', country: 'DZ', wilaya_id: 16, phone: '0550000000' },
      })),
    )
    .returning({ id: users.id, email: users.email });
  rows.sort(
    (a, b) => Number(a.email.slice(5).split('@')[0]) - Number(b.email.slice(5).split('@')[0]),
  );
  const people = rows.map((r) => ({ id: r.id, session: randomToken(), csrf: randomToken() }));
  await database.db
    .insert(sessions)
    .values(people.map((p) => ({ id: p.session, userId: p.id, csrfToken: p.csrf, data: {} })));
  const pairs: { conversation: string; a: number; b: number }[] = [];
  for (let i = 0; i + 1 < people.length; i += 2) {
    const { low, high } = pairOf(people[i]!.id, people[i + 1]!.id);
    const [c] = await database.db
      .insert(conversations)
      .values({ userLow: low, userHigh: high })
      .returning({ id: conversations.id });
    pairs.push({ conversation: c!.id, a: i, b: i + 1 });
  }
  return { people, pairs };
}

const { people, pairs } = await seed();
const { port } = await serveBenchApp({
  config,
  database,
  dataDir,
  cleanUp: async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await dropper.end();
  },
});
process.stdout.write(`${JSON.stringify({ port, users: people, pairs })}\n`);
