import type { UserType } from '../../../src/api/contract/user';
import { hashPassword } from '../../lib/passwords';
import type { Seeder } from '../../seed';
import { usersRepository } from './users.repository';
import { demoReferences } from './demo-references';

export const DEMO_PASSWORD = 'Ouvrage-demo-2026';

const demoAccounts: {
  email: string;
  type: UserType;
  firstName: string;
  lastName: string;
  company: string;
  /** The public profile (the directory lists manufacturers by default, professionals on request). */
  presentation?: string;
  listed?: boolean;
}[] = [
  {
    email: 'admin@ouvrage.test',
    type: 'SUPER_ADMIN',
    firstName: 'Amina',
    lastName: 'Admin',
    company: 'Ouvrage',
  },
  {
    email: 'pro@ouvrage.test',
    type: 'DESIGN_OFFICE',
    firstName: 'Karim',
    lastName: 'Benali',
    company: 'BET Atlas',
    presentation:
      "Bureau d'études tous corps d'état à Alger : structure, fluides et maquette numérique (BIM) pour le logement et les équipements publics.",
    listed: true,
  },
  {
    email: 'pro2@ouvrage.test',
    type: 'PROJECT_OWNER',
    firstName: 'Sofia',
    lastName: 'Haddad',
    company: 'Promotion Haddad',
  },
  {
    email: 'fab@ouvrage.test',
    type: 'MANUFACTURER',
    firstName: 'Yacine',
    lastName: 'Mansouri',
    company: 'Mansouri Matériaux',
    presentation:
      "Fabricant de matériaux d'isolation et de plaques de plâtre depuis 1998, livraison dans les 58 wilayas.",
  },
];

/** The four demo accounts: verified, onboarded and approved. Idempotent: existing e-mails are left alone. */
export const seedDemoAccounts: Seeder = async ({ database, log }) => {
  const repo = usersRepository(database.db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const reference = await demoReferences(database.db);
  for (const a of demoAccounts) {
    if (await repo.findByEmail(a.email)) continue;
    await repo.insert({
      email: a.email,
      passwordHash,
      firstName: a.firstName,
      lastName: a.lastName,
      type: a.type,
      status: 'A',
      emailVerifiedAt: new Date(),
      onboardedAt: new Date(),
      reviewedAt: new Date(),
      presentation: a.presentation ?? null,
      directoryListed: a.listed ?? null,
      phone: '+213 21 00 00 00',
      onboarding: {
        company: a.company,
        country: 'DZ',
        wilaya_id: 16,
        phone: '+213 21 00 00 00',
        ...(a.type === 'MANUFACTURER' ? reference.manufacturer : reference.professional),
      },
    });
    log.info({ email: a.email, type: a.type }, 'demo account created');
  }
};
