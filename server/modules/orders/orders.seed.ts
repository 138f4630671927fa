import { and, asc, count, eq } from 'drizzle-orm';
import {
  createOrderBodySchema,
  orderEventBodySchema,
  type CreateOrderBody,
  type OrderEventBody,
} from '../../../src/api/contract/orders';
import { products } from '../../db/schema/catalogue';
import { conversations, messages } from '../../db/schema/messaging';
import { orders } from '../../db/schema/orders';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import type { Seeder } from '../../seed';
import { pairOf } from '../messaging/messaging.repository';
import { demoTakeoffLines } from '../takeoff/takeoff.seed';
import { ordersService } from './orders.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;
type Step = [side: 'pro' | 'fab', body: OrderEventBody, daysAgo: number];
/** A message of the order's conversation: who wrote it, what, how many hours ago. */
type Said = [side: 'pro' | 'fab', body: string, hoursAgo: number];

/** The demo orders' stories: what was ordered, then each step, who took it and when. */
const stories: {
  lines: [number, number][];
  daysAgo: number;
  draft?: true;
  steps: Step[];
  talk?: Said[];
}[] = [
  {
    lines: [
      [0, 400],
      [1, 120],
    ],
    daysAgo: 30,
    steps: [
      ['fab', { type: 'START_TREATMENT' }, 29],
      [
        'fab',
        {
          type: 'ACCEPT',
          lead_time_days: 7,
          delivery_date: '2026-11-12',
          note: 'Stock disponible',
        },
        28,
      ],
      ['fab', { type: 'SHIP', note: 'Camion parti de Blida' }, 22],
      ['pro', { type: 'DELIVER', note: 'Reçu complet' }, 20],
    ],
  },
  {
    lines: [[2, 60]],
    daysAgo: 12,
    steps: [
      ['fab', { type: 'ACCEPT', lead_time_days: 10, delivery_date: '2026-11-30' }, 11],
      ['fab', { type: 'SHIP' }, 2],
    ],
    talk: [
      ['pro', 'Bonjour, le camion pourra-t-il entrer par le portail nord ? Il fait 3,5 m.', 40],
      ['fab', 'Oui, notre porteur passe sans problème. Livraison prévue demain vers 9 h.', 38],
      ['pro', 'Parfait, le chef de chantier sera sur place.', 37],
    ],
  },
  {
    lines: [
      [3, 25],
      [4, 8],
    ],
    daysAgo: 6,
    steps: [
      ['fab', { type: 'START_TREATMENT' }, 5],
      [
        'fab',
        { type: 'ACCEPT', lead_time_days: 14, delivery_date: '2026-12-18', note: 'Prix confirmés' },
        4,
      ],
    ],
  },
  {
    lines: [[5, 40]],
    daysAgo: 3,
    steps: [['fab', { type: 'START_TREATMENT' }, 2]],
    talk: [
      ['fab', 'Nous vérifions le stock de 40 unités, réponse ferme demain.', 47],
      ['pro', 'Merci. Une livraison en deux fois nous irait aussi.', 30],
    ],
  },
  { lines: [[6, 15]], daysAgo: 1, steps: [] },
  {
    lines: [[7, 1000]],
    daysAgo: 9,
    steps: [['fab', { type: 'REFUSE', reason: 'Quantité hors de nos capacités ce mois-ci' }, 8]],
  },
  {
    lines: [[8, 10]],
    daysAgo: 15,
    steps: [['pro', { type: 'CANCEL', reason: 'Chantier reporté' }, 14]],
  },
  { lines: [[1, 50]], daysAgo: 0, draft: true, steps: [] },
];

/**
 * Demo orders between pro@ouvrage.test and fab@ouvrage.test (issue 20), one in each state, with
 * their histories: written through the order service (the machine decides every step) at
 * past dates; two of them with a few messages in their conversation. Skipped when the professional already has orders or the catalogue is missing.
 */
export const seedDemoOrders: Seeder = async ({ database, log }) => {
  const db = database.db;
  const [pro] = await db.select().from(users).where(eq(users.email, 'pro@ouvrage.test'));
  const [fab] = await db.select().from(users).where(eq(users.email, 'fab@ouvrage.test'));
  if (!pro || !fab) return;
  const [has] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.professionalId, pro.id));
  if ((has?.n ?? 0) > 0) return;
  const items = await db
    .select()
    .from(products)
    .where(and(eq(products.manufacturerId, fab.id), eq(products.status, 'published')))
    .orderBy(asc(products.reference))
    .limit(9);
  if (items.length < 9) return;
  const [project] = await db
    .select()
    .from(projects)
    .where(eq(projects.ownerId, pro.id))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  const service = ordersService(db);
  const now = Date.now();
  for (const [i, story] of stories.entries()) {
    // The accepted order (with the project) was measured in the project's model (take-off).
    const measured = i === 2 && project ? await demoTakeoffLines(db, fab.id, project.id) : null;
    const body: CreateOrderBody = {
      lines:
        measured ?? story.lines.map(([p, quantity]) => ({ product_id: items[p]!.id, quantity })),
      project_id: i % 2 === 0 ? (project?.id ?? null) : null,
      wilaya_id: 16,
      commune: 'Bab Ezzouar',
      address: 'Lot 12, zone d’activités',
      wished_date: new Date(now + (10 - story.daysAgo) * DAY).toISOString().slice(0, 10),
      message: i === 0 ? 'Merci de livrer avant 10 h, accès par la rue des Oliviers.' : null,
      draft: story.draft ?? false,
    };
    const id = await service.create(
      pro.id,
      createOrderBodySchema.parse(body),
      new Date(now - story.daysAgo * DAY),
    );
    for (const [side, step, daysAgo] of story.steps)
      await service.transition(
        id,
        side === 'pro' ? pro.id : fab.id,
        orderEventBodySchema.parse(step),
        new Date(now - daysAgo * DAY),
      );
    if (story.talk?.length) {
      const said = story.talk.map(([side, text, hoursAgo]) => ({
        senderId: side === 'pro' ? pro.id : fab.id,
        body: text,
        createdAt: new Date(now - hoursAgo * HOUR),
      }));
      const { low, high } = pairOf(pro.id, fab.id);
      const [conversation] = await db
        .insert(conversations)
        .values({
          userLow: low,
          userHigh: high,
          orderId: id,
          lowReadAt: new Date(now),
          highReadAt: new Date(now),
          lastMessageAt: said.at(-1)!.createdAt,
        })
        .returning();
      await db
        .insert(messages)
        .values(said.map((m) => ({ ...m, conversationId: conversation!.id })));
    }
  }
  log.info({ orders: stories.length }, 'demo orders created');
};
