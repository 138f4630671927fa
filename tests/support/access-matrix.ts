import { expect } from 'vitest';
import type { UserRow } from '../../server/db/schema/users';
import { actingAs, buildUser, guest } from './factories';
import type { TestClient } from './http-client';
import type { TestApp } from './test-app';

/** Who calls in the access matrices: the project's owner, its members by role, the person a
 * file was shared with, someone unrelated, and a guest. */
export type Actor = 'owner' | 'admin' | 'editor' | 'viewer' | 'recipient' | 'stranger' | 'guest';
export const actors: Actor[] = [
  'owner',
  'admin',
  'editor',
  'viewer',
  'recipient',
  'stranger',
  'guest',
];

export type Body = { payload: unknown; headers?: Record<string, string> };

/** One endpoint over a world `W` of test data, and the status each actor expects. */
export type AccessCall<W> = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (w: W) => string;
  body?: (w: W) => Body;
  /** Expected status for owner, admin, editor, viewer, recipient, stranger, guest. */
  expect: [number, number, number, number, number, number, number];
};

export type ActorUsers = Record<Exclude<Actor, 'guest'>, UserRow>;
export type ActorClients = Record<Actor, TestClient>;

export const json = (payload: unknown) => () => ({ payload });

/** An account and a signed-in client for every actor; the guest's client only did the CSRF handshake. */
export async function actorClients(
  t: TestApp,
): Promise<{ users: ActorUsers; clients: ActorClients }> {
  const users = {} as ActorUsers;
  const clients = {} as ActorClients;
  for (const a of actors) {
    if (a === 'guest') clients.guest = await guest(t);
    else {
      users[a] = await buildUser(t);
      clients[a] = await actingAs(t, users[a]);
    }
  }
  return { users, clients };
}

/**
 * Makes `call` as every actor and expects each one's status. Reads share the `shared` world; a
 * call that changes things gets a world of its own for each actor.
 */
export async function expectAccess<W>(
  clients: ActorClients,
  call: AccessCall<W>,
  shared: W,
  world: () => Promise<W>,
): Promise<void> {
  const got: number[] = [];
  for (const actor of actors) {
    const w = call.method === 'GET' ? shared : await world();
    const body = call.body?.(w);
    const res = await clients[actor].request(
      call.method,
      call.path(w),
      body?.payload as never,
      body?.headers,
    );
    got.push(res.statusCode);
  }
  expect(Object.fromEntries(actors.map((a, i) => [a, got[i]]))).toEqual(
    Object.fromEntries(actors.map((a, i) => [a, call.expect[i]])),
  );
}
