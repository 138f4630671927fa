/**
 * The server under load for `npm run bench -- api`, in its own process (the load generator must
 * not share its event loop): a fresh database (PGlite in a temporary folder, or a new database on
 * BENCH_DATABASE_URL's server), a seeded account of 40 projects, the real app on a free port.
 * Prints one JSON line `{ port, cookie }` once it listens, then `{ cpuMs }` for each line it
 * reads; SIGTERM closes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { app } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { sessions } from '../../server/db/schema/sessions';
import { createMailer } from '../../server/mail/mailer';
import { usersRepository } from '../../server/modules/identity/users.repository';
import { collaboratorsRepository } from '../../server/modules/projects/collaborators.repository';
import { projectsRepository } from '../../server/modules/projects/projects.repository';
import { defaultProjectParameters } from '../../src/api/contract/projects';
import { seedReference } from '../../server/modules/reference/reference.seed';
import { localStorage } from '../../server/storage/local.storage';
import { randomToken } from '../../server/lib/tokens';

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
  await database.db
    .insert(sessions)
    .values({ id, userId: me.id, csrfToken: randomToken(), data: {} });
  return id;
}

const cookie = `ouvrage_session=${await seedAccount()}`;
const fastify = Fastify({ logger: false });
const mailer = createMailer({
  smtpUrl: undefined,
  from: config.MAIL_FROM,
  mailDir: join(dataDir, 'mail'),
  log: { info() {} },
});
await fastify.register(app, {
  config,
  database,
  storage: localStorage(join(dataDir, 'storage')),
  mailer,
});
await fastify.listen({ host: '127.0.0.1', port: 0 });
const address = fastify.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, cookie, database: database.kind })}\n`);

// A line on stdin asks for the CPU time the process (every thread of it) has used so far, in ms:
// time per request is a steadier figure than requests/s on a machine that others share.
process.stdin.setEncoding('utf8');
process.stdin.on('data', () => {
  const { user, system } = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ cpuMs: (user + system) / 1000 })}\n`);
});

process.on('SIGTERM', () => {
  void (async () => {
    await fastify.close();
    mailer.close();
    await database.close();
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
