import { inArray } from 'drizzle-orm';
import { conversations, messages, notifications } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import type { Seeder } from '../../seed';
import { pairOf } from './messaging.repository';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * Demo conversations: pro@ ↔ fab@ about a product (the last answer unread by pro@), pro@ ↔ pro2@
 * about a project (read); pro@'s unread notifications. Once: nothing is added if pro@ and fab@
 * already talk.
 */
export const seedDemoMessaging: Seeder = async ({ database, log }) => {
  const db = database.db;
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.email, ['pro@ouvrage.test', 'pro2@ouvrage.test', 'fab@ouvrage.test']));
  const by = new Map(rows.map((u) => [u.email, u]));
  const pro = by.get('pro@ouvrage.test');
  const pro2 = by.get('pro2@ouvrage.test');
  const fab = by.get('fab@ouvrage.test');
  if (!pro || !pro2 || !fab) return;

  const open = async (
    a: string,
    b: string,
    readAt: { [id: string]: Date | null },
    lastMessageAt: Date,
  ) => {
    const { low, high } = pairOf(a, b);
    const [row] = await db
      .insert(conversations)
      .values({
        userLow: low,
        userHigh: high,
        lowReadAt: readAt[low],
        highReadAt: readAt[high],
        lastMessageAt,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  };
  const withFab = await open(
    pro.id,
    fab.id,
    { [pro.id]: minutesAgo(50), [fab.id]: minutesAgo(5) },
    minutesAgo(19),
  );
  if (!withFab) return;
  const talk: [string, string, number][] = [
    [
      pro.id,
      'Bonjour, vos panneaux isolants existent-ils en 120 mm pour une façade ventilée ?',
      60,
    ],
    [fab.id, 'Bonjour ! Oui, en 100, 120 et 140 mm. La fiche technique est dans le catalogue.', 55],
    [pro.id, 'Parfait. Pouvez-vous m’envoyer le PV de réaction au feu ?', 50],
    [fab.id, 'Bien sûr, je vous le joins demain matin. Quel est le métré estimé ?', 20],
    [fab.id, 'Nous pouvons aussi livrer sur chantier à Alger sous 10 jours.', 19],
  ];
  await db.insert(messages).values(
    talk.map(([senderId, body, m]) => ({
      conversationId: withFab.id,
      senderId,
      body,
      createdAt: minutesAgo(m),
    })),
  );
  const withPro2 = await open(
    pro.id,
    pro2.id,
    { [pro.id]: minutesAgo(1), [pro2.id]: minutesAgo(1) },
    minutesAgo(170),
  );
  if (withPro2)
    await db.insert(messages).values([
      {
        conversationId: withPro2.id,
        senderId: pro2.id,
        body: 'Les plans de la phase APD sont prêts ? Réunion de synthèse jeudi.',
        createdAt: minutesAgo(180),
      },
      {
        conversationId: withPro2.id,
        senderId: pro.id,
        body: 'Oui, je les dépose dans le projet ce soir.',
        createdAt: minutesAgo(170),
      },
    ]);
  await db.insert(notifications).values([
    {
      userId: pro.id,
      type: 'message_received',
      data: {
        conversation_id: withFab.id,
        sender: `${fab.firstName} ${fab.lastName}`.trim(),
        preview: talk[3]![1],
      },
      link: `/pro/messages?c=${withFab.id}`,
      createdAt: minutesAgo(20),
    },
    {
      userId: fab.id,
      type: 'message_received',
      data: {
        conversation_id: withFab.id,
        sender: `${pro.firstName} ${pro.lastName}`.trim(),
        preview: talk[2]![1],
      },
      link: `/fab/messages?c=${withFab.id}`,
      readAt: minutesAgo(5),
      createdAt: minutesAgo(50),
    },
  ]);
  log.info('demo conversations created');
};
