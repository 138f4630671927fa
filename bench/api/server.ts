/**
 * The server under load for `npm run bench -- api`, in its own process (the load generator must
 * not share its event loop): a fresh database (PGlite in a temporary folder, or a new database on
 * BENCH_DATABASE_URL's server), a seeded account of 40 projects, the real app on a free port.
 * Prints one JSON line `{ port, cookie, xsrf }` once it listens, then `{ cpuMs }` for each line it
 * reads; SIGTERM closes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { sessions } from '../../server/db/schema/sessions';
import { usersRepository } from '../../server/modules/identity/users.repository';
import { collaboratorsRepository } from '../../server/modules/projects/collaborators.repository';
import { projectsRepository } from '../../server/modules/projects/projects.repository';
import { defaultProjectParameters } from '../../src/api/contract/projects';
import { seedReference } from '../../server/modules/reference/reference.seed';
import { randomToken } from '../../server/lib/tokens';
import { serveBenchApp } from '../support/serve-app';

const dataDir = await mkdtemp(join(tmpdir(), 'ouvrage-bench-'));
const adminUrl = process.env.BENCH_DATABASE_URL;
const dbName = `ouvrage_bench_${randomBytes(4).toString('hex')}`;

async function openBenchDatabase(): Promise<Database> {
  if (!adminUrl) return openPglite(join(dataDir, 'db'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return openPostgres(url.toString());
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  STATIC_DIR: join(dataDir, 'no-dist'),
  DATABASE_URL: '',
});
const database = await openBenchDatabase();
await database.migrate();
await seedReference(database.db);

/** 28 projects of the account's own and 12 shared with it by a partner: 40 in all. */
async function seedAccount(): Promise<string> {
  const users = usersRepository(database.db);
  const person = (email: string) =>
    users.insert({
      email,
      passwordHash: 'not-a-hash',
      firstName: 'Bench',
      lastName: 'User',
      type: 'DESIGN_OFFICE',
      status: 'A',
      emailVerifiedAt: new Date(),
      onboardedAt: new Date(),
      onboarding: { company: 'Bench SARL', country: 'DZ', wilaya_id: 16, phone: '0550000000' },
    });
  const me = await person('bench@example.test');
  const partner = await person('partner@example.test');
  const projects = projectsRepository(database.db);
  const members = collaboratorsRepository(database.db);
  for (let i = 0; i < 40; i++) {
    const owner = i < 28 ? me : partner;
    const project = await projects.create({
      ownerId: owner.id,
      name: `Projet ${i + 1}`,
      description: 'Immeuble de bureaux, R+8',
      address: 'Alger',
      status: 'in_progress',
      parameters: defaultProjectParameters,
      updatedBy: owner.id,
    });
    if (owner === partner)
      await members.addMember({
        projectId: project.id,
        userId: me.id,
        role: 'editor',
        invitedBy: partner.id,
      });
  }
  const id = randomToken();
  await database.db.insert(sessions).values({ id, userId: me.id, csrfToken: xsrf, data: {} });
  return id;
}

/** The session's anti-forgery token: the bench's writes send it (X-XSRF-TOKEN). */
const xsrf = randomToken();
const cookie = `ouvrage_session=${await seedAccount()}; XSRF-TOKEN=${xsrf}`;
const { port } = await serveBenchApp({
  config,
  database,
  dataDir,
  cleanUp: async () => {
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  },
});
process.stdout.write(`${JSON.stringify({ port, cookie, xsrf, database: database.kind })}\n`);
