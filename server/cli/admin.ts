import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { issueResetLink } from '../modules/identity/password-reset.service';
import { normaliseEmail, usersRepository } from '../modules/identity/users.repository';
import { seedReference } from '../modules/reference/reference.seed';

const USAGE = `Usage: npm run admin -- create-admin <email> [--password <password>] [--first-name <name>] [--last-name <name>]

Creates the account as SUPER_ADMIN (or promotes an existing one), verified and approved.
Without --password it prints a one-time link (valid 60 minutes) to choose the password.`;

/** `npm run admin -- create-admin <email>`: the first super-admin of a real deployment. */
export async function createAdmin(
  argv: string[],
  { config, database }: { config: Config; database: Database },
  out: (line: string) => void,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const [command, rawEmail] = positionals;
  if (command !== 'create-admin' || !rawEmail || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(rawEmail)) {
    out(USAGE);
    return 2;
  }
  if (values.password !== undefined && values.password.length < 8) {
    out('The password must be at least 8 characters.');
    return 2;
  }
  const users = usersRepository(database.db);
  const email = normaliseEmail(rawEmail);
  const passwordHash = values.password ? await hashPassword(values.password) : undefined;
  const granted = {
    type: 'SUPER_ADMIN' as const,
    status: 'A' as const,
    emailVerifiedAt: new Date(),
    onboardedAt: new Date(),
    reviewedAt: new Date(),
    ...(passwordHash ? { passwordHash } : {}),
  };
  const existing = await users.findByEmail(email);
  const user = existing
    ? await users.update(existing.id, granted)
    : await users.insert({
        email,
        firstName: values['first-name'] ?? 'Admin',
        lastName: values['last-name'] ?? 'Ouvrage',
        ...granted,
      });
  out(`${existing ? 'Promoted' : 'Created'} ${user.email} as SUPER_ADMIN.`);
  if (!passwordHash) {
    out(
      `Choose the password (link valid 60 minutes): ${await issueResetLink(database.db, config, user)}`,
    );
  }
  return 0;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
  });
  try {
    await database.migrate();
    await seedReference(database.db);
    return await createAdmin(process.argv.slice(2), { config, database }, (line) =>
      console.log(line),
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main()
    .then((code) => process.exit(code))
    .catch((err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    });
}
