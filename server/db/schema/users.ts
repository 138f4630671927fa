import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccountStatus, OnboardingData, UserType } from '../../../src/api/contract/user';
import type { Language } from '../../../src/api/contract/languages';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    type: text('type').$type<UserType>().notNull(),
    status: char('status', { length: 1 }).$type<AccountStatus>().notNull().default('P'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language').$type<Language>().notNull().default('fr'),
    phone: text('phone'),
    avatarKey: text('avatar_key'),
    pendingEmail: text('pending_email'),
    pendingEmailAt: timestamp('pending_email_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    onboarding: jsonb('onboarding').$type<OnboardingData>(),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    /** The public profile's free text (SPEC §2 "profile variants"). */
    presentation: text('presentation'),
    /** Listed in the directory; null: the type's default (manufacturers yes, professionals no). */
    directoryListed: boolean('directory_listed'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_status_idx').on(t.status),
    // The library's wilaya filter and facet read a manufacturer's wilaya from its onboarding:
    // without statistics on it PostgreSQL guessed two makers and walked products maker by maker.
    index('users_wilaya_idx').on(sql`((${t.onboarding}->>'wilaya_id')::int)`),
  ],
);

export type UserRow = typeof users.$inferSelect;
