import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { z } from 'zod';
import { sendBasket } from '@/api/orders.api';
import { basketItemSchema, basketMachine, type BasketItem } from '@/machines/basket.machine';
import { useCurrentUser } from '@/ui/session/session.hooks';

/** What is kept in the browser: checked again when read (an old or edited copy is dropped). */
const storedItems = z.array(basketItemSchema);

const storageKey = (userId: string) => `ouvrage.basket.${userId}`;

function restore(userId: string): BasketItem[] {
  try {
    const parsed = storedItems.safeParse(
      JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

type BasketActor = Actor<typeof basketMachine>;
let current: { userId: string; actor: BasketActor } | undefined;

/**
 * The signed-in professional's basket: one actor per tab, kept in this browser per account (it
 * survives reloads and sign-outs, and is never shown to another account).
 */
export function basketOf(userId: string): BasketActor {
  if (current?.userId !== userId) {
    current?.actor.stop();
    const actor = createActor(
      basketMachine.provide({
        actors: { sendBasket: fromPromise(({ input }) => sendBasket(input)) },
      }),
      { input: { items: restore(userId) } },
    );
    actor.subscribe((s) => {
      try {
        localStorage.setItem(storageKey(userId), JSON.stringify(s.context.items));
      } catch {
        // Storage full or refused: the basket still works for this tab.
      }
    });
    actor.start();
    current = { userId, actor };
  }
  return current.actor;
}

/** The basket of the signed-in user, or null for a guest. */
export function useBasket(): BasketActor | null {
  const user = useCurrentUser();
  return user ? basketOf(user.id) : null;
}

const none = createActor(basketMachine, { input: {} });
/** How many products the basket holds (0 for a guest). */
export function useBasketCount(): number {
  const basket = useBasket();
  return useSelector(basket ?? none, (s) => (basket ? s.context.items.length : 0));
}
