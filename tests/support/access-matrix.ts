import { expect } from 'vitest';
import type { SharePermission } from '../../src/api/contract/shares';
import { projectMembers } from '../../server/db/schema/projects';
import { shares } from '../../server/db/schema/shares';
import type { UserRow } from '../../server/db/schema/users';
import { actingAs, buildUser, guest } from './factories';
import { createProject } from './files';
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

/** A new project of the owner's, with the admin, editor and viewer actors as members in those roles. */
export async function actorsProject(t: TestApp, users: ActorUsers, clients: ActorClients) {
  const p = await createProject(clients.owner);
  await t.database.db.insert(projectMembers).values(
    (['admin', 'editor', 'viewer'] as const).map((role) => ({
      projectId: p.id,
      userId: users[role].id,
      role,
    })),
  );
  return p;
}

/** Shares a file of the owner's with the recipient actor by name. */
export async function shareWithRecipient(
  t: TestApp,
  users: ActorUsers,
  file: { projectId: string; fileId: string },
  permission: SharePermission,
): Promise<void> {
  // Straight into the table: the API limits how many share mails one person sends an hour.
  await t.database.db.insert(shares).values({
    kind: 'user',
    ...file,
    permission,
    recipientId: users.recipient.id,
    recipientEmail: users.recipient.email,
    createdBy: users.owner.id,
  });
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
