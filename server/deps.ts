import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';

/** What the app is built from. Tests build it with their own database, storage and mail peer. */
export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
};
