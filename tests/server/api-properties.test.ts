import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/db/schema/users';
import type { DeclaredRoute } from '../../server/plugins/audience';
import {
  buildApiWorld,
  uploadName,
  uploads,
  type ApiWorld,
  type UploadKind,
} from '../support/api-world';
import { actingAs, buildUser, guest } from '../support/factories';
import { multipart } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';
import { hostileFor, hostileText, shapeOf, valid } from '../support/zod-arbitrary';

/** A path parameter: a key of the world, or `=` and a literal value. */
type Param = keyof ApiWorld | `=${string}`;
/** `stream`: an endpoint that never ends (server-sent events), checked for its refusals only. */
type Case = { params?: Record<string, Param>; upload?: UploadKind; stream?: true };

const project = { id: 'project' } as const;
const folder = { id: 'folder' } as const;
const file = { id: 'file' } as const;
const fileVersion = { id: 'file', n: '=1' } as const;
const version = { versionId: 'version' } as const;
const hex40 = `=${'ab'.repeat(20)}` as const;
const unknownId = '=00000000-0000-4000-8000-000000000000' as const;
const bcfProject = { projectId: 'project' } as const;
const bcfTopic = { projectId: 'project', topicGuid: 'topic' } as const;
const bcfComment = { ...bcfTopic, commentGuid: 'comment' } as const;
const bcfViewpoint = {
  ...bcfTopic,
  viewpointGuid: '=0f5e2a1c-7d3b-4c1e-9a2b-3c4d5e6f7a8b',
} as const;

/**
 * Every route of the API and how to reach a real resource with it. A route missing here (or
 * here but gone from the app) fails the first test: a new route needs its line.
 */
const cases: Record<string, Case> = {
  'GET /api/health': {},
  // The catalogue (issue 19): unknown products answer 404; the properties still hold.
  'GET /api/products': {},
  'POST /api/products': {},
  'POST /api/products/bulk-status': {},
  'GET /api/products/:id': { params: { id: '=00000000-0000-4000-8000-000000000000' } },
  'PATCH /api/products/:id': { params: { id: '=00000000-0000-4000-8000-000000000000' } },
  'DELETE /api/products/:id': { params: { id: '=00000000-0000-4000-8000-000000000000' } },
  'GET /api/products/:id/files': { params: { id: '=00000000-0000-4000-8000-000000000000' } },
  'POST /api/products/:id/files': {
    params: { id: '=00000000-0000-4000-8000-000000000000' },
    upload: 'png',
  },
  'DELETE /api/products/:id/files/:fileId': {
    params: {
      id: '=00000000-0000-4000-8000-000000000000',
      fileId: '=00000000-0000-4000-8000-000000000000',
    },
  },
  'GET /api/products/:id/files/:fileId': {
    params: {
      id: '=00000000-0000-4000-8000-000000000000',
      fileId: '=00000000-0000-4000-8000-000000000000',
    },
  },
  'GET /api/products/:id/files/:fileId/thumbnail': {
    params: {
      id: '=00000000-0000-4000-8000-000000000000',
      fileId: '=00000000-0000-4000-8000-000000000000',
    },
  },
  'GET /api/library/products': {},
  'GET /api/library/suggestions': {},
  'GET /api/library/products/:id': { params: { id: '=00000000-0000-4000-8000-000000000000' } },
  'GET /api/library/products/:id/files/:fileId/download': {
    params: {
      id: '=00000000-0000-4000-8000-000000000000',
      fileId: '=00000000-0000-4000-8000-000000000000',
    },
  },
  // Orders (issue 20): unknown orders answer 404; the properties still hold.
  'GET /api/orders': {},
  'POST /api/orders': {},
  'POST /api/orders/basket': {},
  'GET /api/orders/:id': { params: { id: '=00000000-0000-4000-8000-000000000000' } },
  'POST /api/orders/:id/events': { params: { id: '=00000000-0000-4000-8000-000000000000' } },
  'GET /api/orders/:id/pdf': { params: { id: '=00000000-0000-4000-8000-000000000000' } },
  'POST /api/orders/:id/conversation': {
    params: { id: '=00000000-0000-4000-8000-000000000000' },
  },
  // Take-off (issue 20): the world's project; unknown orders and lines answer 404.
  'GET /api/projects/:id/takeoff/matches': { params: project },
  'PUT /api/projects/:id/takeoff/matches': { params: project },
  'GET /api/projects/:id/takeoff/suggestions': { params: project },
  'GET /api/orders/:id/lines/:lineId/takeoff': {
    params: {
      id: '=00000000-0000-4000-8000-000000000000',
      lineId: '=00000000-0000-4000-8000-000000000000',
    },
  },
  'GET /api/orders/:id/takeoff/changes': {
    params: { id: '=00000000-0000-4000-8000-000000000000' },
  },
  'GET /api/directory': {},
  'GET /api/directory/:id': { params: { id: 'ownerId' } },
  'GET /api/favorites': {},
  'GET /api/favorites/keys': {},
  'POST /api/favorites': {},
  'DELETE /api/favorites/:kind/:id': {
    params: { kind: '=product', id: '=00000000-0000-4000-8000-000000000000' },
  },
  // The public site and subscriptions (issue 22): unknown ids answer 404; the properties still hold.
  'GET /api/plans': {},
  'GET /sitemap.xml': {},
  'GET /api/faqs': {},
  'GET /api/faqs/:id': { params: { id: '=00000000-0000-4000-8000-000000000000' } },
  'POST /api/contact/send': {},
  'GET /api/subscriptions': {},
  'POST /api/subscriptions': {},
  'POST /api/subscriptions/:id/proof': {
    params: { id: '=00000000-0000-4000-8000-000000000000' },
    upload: 'png',
  },
  'GET /api/admin/subscriptions': {},
  'GET /api/admin/subscriptions/:id/proof': {
    params: { id: '=00000000-0000-4000-8000-000000000000' },
  },
  'POST /api/admin/subscriptions/:id/confirm': {
    params: { id: '=00000000-0000-4000-8000-000000000000' },
  },
  'POST /api/admin/subscriptions/:id/reject': {
    params: { id: '=00000000-0000-4000-8000-000000000000' },
  },
  'GET /api/subscriptions/usage': {},
  'GET /api/subscriptions/:id/invoice': {
    params: { id: '=00000000-0000-4000-8000-000000000000' },
  },
  'GET /api/locales/:lng': { params: { lng: '=fr' } },
  'POST /api/locales/set-locale/:lang': { params: { lang: '=ar' } },
  'GET /sanctum/csrf-cookie': {},
  'GET /api/csrf-token': {},
  'POST /api/login': {},
  'GET /api/account': {},
  'POST /api/logout': {},
  'POST /api/register': {},
  'GET /api/verify-email/:id/:token': { params: { id: 'ownerId', token: hex40 } },
  'POST /api/email/verification-notification': {},
  'GET /api/verify-change-email/:id/:token': { params: { id: 'ownerId', token: hex40 } },
  'POST /api/forgot-password': {},
  'POST /api/reset-password': {},
  'GET /api/auth/providers': {},
  'GET /api/auth/:provider/redirect': { params: { provider: '=google' } },
  'GET /api/auth/:provider/callback': { params: { provider: '=google' } },
  'GET /api/countries': {},
  'GET /api/wilayas': {},
  'GET /api/wilayas/:id': { params: { id: '=16' } },
  'GET /api/jobs': {},
  'GET /api/activity-sectors': {},
  'GET /api/universities': {},
  'GET /api/universities/fields': {},
  'GET /api/brands': {},
  'GET /api/categories': {},
  'GET /api/categories/:id/sub-categories': { params: { id: 'category' } },
  'GET /api/activity-sectors/filter': {},
  'GET /api/categories/filter': {},
  'GET /api/brands/filter': {},
  'POST /api/brands/add': {},
  'POST /api/universities/add': {},
  'POST /api/universities/fields/add': {},
  'GET /api/profile/boarding': {},
  'POST /api/profile/boarding': {},
  'GET /api/admin/users': {},
  'POST /api/admin/users/:id/approve': { params: { id: 'strangerId' } },
  'POST /api/admin/users/:id/reject': { params: { id: 'strangerId' } },
  'POST /api/admin/users/:id/deactivate': { params: { id: 'strangerId' } },
  'POST /api/admin/users/:id/reactivate': { params: { id: 'strangerId' } },
  'PATCH /api/profile': {},
  'PUT /api/profile/password': {},
  'POST /api/profile/email': {},
  'POST /api/profile/avatar': { upload: 'png' },
  'GET /api/users/:id/avatar': { params: { id: 'ownerId' } },
  'PATCH /api/profile/public': {},
  'GET /api/projects': {},
  'POST /api/projects': {},
  'GET /api/projects/:id': { params: project },
  'PATCH /api/projects/:id': { params: project },
  'DELETE /api/projects/:id': { params: project },
  'GET /api/projects/:id/parameters': { params: project },
  'PATCH /api/projects/:id/parameters': { params: project },
  'POST /api/projects/:id/cover': { params: project, upload: 'png' },
  'DELETE /api/projects/:id/cover': { params: project },
  'GET /api/projects/:id/cover': { params: project },
  'GET /api/projects/:id/folders': { params: project },
  'POST /api/projects/:id/folders': { params: project },
  'GET /api/folders/:id': { params: folder },
  'PATCH /api/folders/:id': { params: folder },
  'DELETE /api/folders/:id': { params: folder },
  'GET /api/projects/:id/collaborators': { params: project },
  'POST /api/projects/:id/collaborators': { params: project },
  'PATCH /api/projects/:id/collaborators/:userId': { params: { id: 'project', userId: 'member' } },
  'DELETE /api/projects/:id/collaborators/:userId': { params: { id: 'project', userId: 'member' } },
  'GET /api/folders/:id/files': { params: folder },
  'POST /api/folders/:id/files': { params: folder, upload: 'ifc' },
  'GET /api/files/:id': { params: file },
  'PATCH /api/files/:id': { params: file },
  'DELETE /api/files/:id': { params: file },
  'GET /api/files/:id/download': { params: file },
  'GET /api/files/:id/versions': { params: file },
  'POST /api/files/:id/versions': { params: file, upload: 'ifc' },
  'GET /api/files/:id/versions/:n': { params: fileVersion },
  'GET /api/files/:id/versions/:n/download': { params: fileVersion },
  'DELETE /api/files/:id/versions/:n': { params: fileVersion },
  'GET /api/files/:id/follow': { params: file },
  'PUT /api/files/:id/follow': { params: file },
  'DELETE /api/files/:id/follow': { params: file },
  'POST /api/files/:id/shares': { params: file },
  'GET /api/files/:id/shares': { params: file },
  'POST /api/folders/:id/shares': { params: folder },
  'GET /api/folders/:id/shares': { params: folder },
  'DELETE /api/shares/:id': { params: { id: 'share' } },
  'GET /api/shared-with-me': {},
  'GET /api/shared-by-me': {},
  'GET /api/shares/:token': { params: { token: 'token' } },
  'GET /api/shares/:token/download': { params: { token: 'token' } },
  'GET /api/file-versions/:versionId/annotations': { params: version },
  'POST /api/file-versions/:versionId/annotations': { params: version },
  'PATCH /api/annotations/:id': { params: { id: 'annotation' } },
  'DELETE /api/annotations/:id': { params: { id: 'annotation' } },
  'GET /api/file-versions/:versionId/viewpoints': { params: version },
  'GET /api/viewpoints/:id': { params: { id: 'viewpoint' } },
  'POST /api/file-versions/:versionId/viewpoints': { params: version },
  'PATCH /api/viewpoints/:id': { params: { id: 'viewpoint' } },
  'DELETE /api/viewpoints/:id': { params: { id: 'viewpoint' } },
  'GET /api/file-versions/:versionId/topics': { params: version },
  'POST /api/file-versions/:versionId/topics': { params: version },
  'GET /api/topics/:id': { params: { id: 'topic' } },
  'PATCH /api/topics/:id': { params: { id: 'topic' } },
  'DELETE /api/topics/:id': { params: { id: 'topic' } },
  'GET /api/topics/:id/snapshot': { params: { id: 'topic' } },
  'POST /api/topics/:id/comments': { params: { id: 'topic' } },
  'PATCH /api/topic-comments/:id': { params: { id: 'comment' } },
  'DELETE /api/topic-comments/:id': { params: { id: 'comment' } },
  'GET /api/file-versions/:versionId/bcf': { params: version },
  'POST /api/file-versions/:versionId/bcf': { params: version, upload: 'bcf' },
  'GET /api/file-versions/:versionId/tasks': { params: version },
  'POST /api/file-versions/:versionId/tasks': { params: version },
  'PATCH /api/tasks/:id': { params: { id: 'task' } },
  'DELETE /api/tasks/:id': { params: { id: 'task' } },
  'GET /api/files/:id/versions/:n/processing': { params: fileVersion },
  'POST /api/files/:id/versions/:n/processing': { params: fileVersion },
  'GET /api/files/:id/versions/:n/geometry': { params: fileVersion },
  'GET /api/files/:id/versions/:n/tree': { params: fileVersion },
  'GET /api/files/:id/versions/:n/elements': { params: fileVersion },
  'GET /api/files/:id/versions/:n/elements/:globalId': {
    params: { ...fileVersion, globalId: '=2O2Fr$t4X7Zf8NOew3FNld' },
  },
  'POST /api/files/:id/versions/:n/elements/match': { params: fileVersion },
  'GET /api/files/:id/versions/:n/compare/:m': { params: { ...fileVersion, m: '=1' } },
  'POST /api/projects/:id/models/search': { params: project },
  'GET /api/projects/:id/model-searches': { params: project },
  'POST /api/projects/:id/model-searches': { params: project },
  'DELETE /api/model-searches/:id': { params: { id: 'search' } },
  'GET /api/events': { stream: true },
  'GET /api/conversations': {},
  'POST /api/conversations': {},
  'GET /api/conversations/:id': { params: { id: 'conversation' } },
  'GET /api/conversations/:id/messages': { params: { id: 'conversation' } },
  'POST /api/conversations/:id/messages': { params: { id: 'conversation' } },
  'POST /api/conversations/:id/read': { params: { id: 'conversation' } },
  'POST /api/conversations/:id/typing': { params: { id: 'conversation' } },
  'POST /api/conversations/:id/block': { params: { id: 'conversation' } },
  'DELETE /api/conversations/:id/block': { params: { id: 'conversation' } },
  'GET /api/messages/contacts/search': {},
  'PATCH /api/messages/:id': { params: { id: 'message' } },
  'DELETE /api/messages/:id': { params: { id: 'message' } },
  'POST /api/messages/:id/report': { params: { id: 'message' } },
  'GET /api/admin/message-reports': {},
  'POST /api/messages/attachments': { upload: 'png' },
  'GET /api/messages/attachments/:id': { params: { id: 'attachment' } },
  'GET /api/notifications': {},
  'GET /api/notifications/unread-count': {},
  'POST /api/notifications/read-all': {},
  'POST /api/notifications/:id/read': { params: { id: 'notification' } },
  'DELETE /api/notifications/:id': { params: { id: 'notification' } },
  'GET /api/notifications/preferences': {},
  'PUT /api/notifications/preferences': {},
  // The administration (issue 22): unknown ids answer 404; the properties still hold.
  'GET /api/admin/dashboard': {},
  'GET /api/admin/audit': {},
  'GET /api/admin/users/:id': { params: { id: 'strangerId' } },
  'GET /api/admin/plans': {},
  'POST /api/admin/plans': {},
  'PUT /api/admin/plans/:id': { params: { id: unknownId } },
  'POST /api/admin/plans/:id/retire': { params: { id: unknownId } },
  'GET /api/admin/faqs': {},
  'POST /api/admin/faqs': {},
  'PUT /api/admin/faqs/:id': { params: { id: unknownId } },
  'DELETE /api/admin/faqs/:id': { params: { id: unknownId } },
  'GET /api/admin/contact-messages': {},
  'GET /api/admin/contact-messages/:id': { params: { id: unknownId } },
  'POST /api/admin/contact-messages/:id/answer': { params: { id: unknownId } },
  'POST /api/admin/contact-messages/:id/archive': { params: { id: unknownId } },
  // Personal access tokens and the BCF-API (issue 24), here with the session.
  'GET /api/profile/tokens': {},
  'POST /api/profile/tokens': {},
  'DELETE /api/profile/tokens/:id': { params: { id: unknownId } },
  'GET /bcf/versions': {},
  'GET /bcf/3.0/auth': {},
  'GET /bcf/3.0/current-user': {},
  'GET /bcf/3.0/projects': {},
  'GET /bcf/3.0/projects/:projectId': { params: bcfProject },
  'GET /bcf/3.0/projects/:projectId/extensions': { params: bcfProject },
  'GET /bcf/3.0/projects/:projectId/topics': { params: bcfProject },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid': { params: bcfTopic },
  'PUT /bcf/3.0/projects/:projectId/topics/:topicGuid': { params: bcfTopic },
  'DELETE /bcf/3.0/projects/:projectId/topics/:topicGuid': { params: bcfTopic },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/comments': { params: bcfTopic },
  'POST /bcf/3.0/projects/:projectId/topics/:topicGuid/comments': { params: bcfTopic },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/comments/:commentGuid': {
    params: bcfComment,
  },
  'PUT /bcf/3.0/projects/:projectId/topics/:topicGuid/comments/:commentGuid': {
    params: bcfComment,
  },
  'DELETE /bcf/3.0/projects/:projectId/topics/:topicGuid/comments/:commentGuid': {
    params: bcfComment,
  },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/viewpoints': { params: bcfTopic },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/viewpoints/:viewpointGuid': {
    params: bcfViewpoint,
  },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/viewpoints/:viewpointGuid/selection': {
    params: bcfViewpoint,
  },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/viewpoints/:viewpointGuid/coloring': {
    params: bcfViewpoint,
  },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/viewpoints/:viewpointGuid/visibility': {
    params: bcfViewpoint,
  },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/viewpoints/:viewpointGuid/snapshot': {
    params: bcfViewpoint,
  },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/document_references': {
    params: bcfTopic,
  },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/related_topics': { params: bcfTopic },
  'POST /bcf/3.0/projects/:projectId/topics': { params: bcfProject },
  'PUT /bcf/3.0/projects/:projectId': { params: bcfProject },
  'GET /bcf/3.0/projects/:projectId/documents': { params: bcfProject },
  'GET /bcf/3.0/projects/:projectId/documents/:documentGuid': {
    params: { ...bcfProject, documentGuid: 'file' },
  },
  'GET /bcf/3.0/projects/:projectId/files_information': { params: bcfProject },
  'GET /bcf/3.0/projects/:projectId/topics/:topicGuid/files': { params: bcfTopic },
  'PUT /bcf/3.0/projects/:projectId/topics/:topicGuid/files': { params: bcfTopic },
  'POST /bcf/3.0/projects/:projectId/topics/:topicGuid/viewpoints': { params: bcfTopic },
  'DELETE /bcf/3.0/projects/:projectId/topics/:topicGuid/viewpoints/:viewpointGuid': {
    params: bcfViewpoint,
  },
  'POST /bcf/3.0/projects/:projectId/topics/:topicGuid/document_references': {
    params: bcfTopic,
  },
  'PUT /bcf/3.0/projects/:projectId/topics/:topicGuid/document_references/:referenceGuid': {
    params: { ...bcfTopic, referenceGuid: '=0f5e2a1c-7d3b-4c1e-9a2b-3c4d5e6f7a8c' },
  },
  'PUT /bcf/3.0/projects/:projectId/topics/:topicGuid/related_topics': { params: bcfTopic },
};

/** Requests per route and caller: enough to meet every kind of input over the suite's runs. */
const RUNS = 5;
const SEED = Number(process.env.FUZZ_SEED ?? 1826);
/** Words of the validation library, never of a person (issue 18). */
const DEVELOPER_WORDS =
  /expected \w+|received \w+|invalid input|Too (big|small)|<=|>=|\bUUID\b|\bregex\b|\bstring\b|chaîne de caractères|Entrée invalide|Trop (grand|petit)|reçu|مدخلات غير مقبولة/i;

type Actor = 'owner' | 'stranger' | 'guest';
const actors: Actor[] = ['owner', 'stranger', 'guest'];

type Sent = {
  path: string;
  query: Record<string, unknown> | null;
  body: unknown;
  multipartName: string | null;
};

const badPathValues = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '0',
  '-1',
  '1e308',
  'x'.repeat(300),
  ...hostileText.filter((s) => s !== ''),
];

/** `value` with every string in it (deep) replaced by `text`. */
function everyString(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((v) => everyString(v, text));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyString(v, text)]));
  return value;
}

/**
 * Hostile input: one field set to a wrong type, a boundary or odd text; every string at once set
 * to odd text; a field left out; one too many; or another body altogether.
 */
function mutated(schema: unknown): fc.Arbitrary<unknown> {
  const shape = shapeOf(schema);
  const whole = fc.constantFrom<unknown>(null, [], 'text', 42, {}, [{}]);
  if (!shape || Object.keys(shape).length === 0) return whole;
  const keys = Object.keys(shape);
  const field = fc
    .constantFrom(...keys)
    .chain((k) =>
      fc.constantFrom<unknown>(...hostileFor(shape[k]), undefined).map((bad) => ({ k, bad })),
    );
  return fc.oneof(
    whole,
    fc.tuple(valid(schema), field).map(([v, { k, bad }]) => {
      const out = { ...(v as Record<string, unknown>) };
      if (bad === undefined) delete out[k];
      else out[k] = bad;
      return out;
    }),
    fc
      .tuple(valid(schema), fc.constantFrom(...hostileText, 'x'.repeat(100_000)))
      .map(([v, text]) => everyString(v, text)),
    valid(schema).map((v) => ({ ...(v as Record<string, unknown>), unexpected_extra: 'x' })),
  );
}

/** The first example the property runs for each text: a valid input with every string set to it. */
const exampleTexts = ['a\u0000b', 'report\u202efdp.ifc', 'x\ud800y', 'x'.repeat(100_000)];
function examplesOf(schema: unknown): unknown[] {
  if (!schema) return [];
  const [sample] = fc.sample(valid(schema), { numRuns: 1, seed: SEED });
  return exampleTexts.map((text) => everyString(sample, text));
}

const input = (schema: unknown) =>
  schema ? fc.oneof(valid(schema), mutated(schema)) : fc.constant(undefined);

/** Percent-encodes a path segment; a lone surrogate goes as the bytes of one (not UTF-8). */
function encodePathValue(value: string): string {
  return [...value]
    .map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
    .join('');
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      params.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

describe('the API under generated requests (every route × owner, stranger, guest)', () => {
  let t: TestApp;
  let world: ApiWorld;
  let users: { owner: UserRow; stranger: UserRow };
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_CSRF: '100000' } });
    users = { owner: await buildUser(t), stranger: await buildUser(t) };
    world = await buildApiWorld(t, users.owner, users.stranger);
  });
  afterAll(() => t.close());

  const key = (r: Pick<DeclaredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

  it('has a case for every route, and no case for a route that is gone', () => {
    const routes = t.app.routeAudiences.map(key);
    expect(
      routes.filter((r) => !(r in cases)),
      'routes without a case',
    ).toEqual([]);
    expect(
      Object.keys(cases).filter((c) => !routes.includes(c)),
      'cases without a route',
    ).toEqual([]);
  });

  async function client(actor: Actor): Promise<TestClient> {
    if (actor === 'guest') return guest(t, 'en');
    return actingAs(t, users[actor], 'en');
  }

  function pathOf(url: string, c: Case, bad: string | null, which: number): string {
    let index = 0;
    return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const spec = c.params?.[name];
      const good = !spec
        ? 'missing'
        : spec.startsWith('=')
          ? spec.slice(1)
          : world[spec as keyof ApiWorld];
      return encodePathValue(bad !== null && index++ === which ? bad : good);
    });
  }

  async function send(
    c: TestClient,
    method: string,
    sent: Sent,
  ): Promise<{ status: number; body: string }> {
    const url = sent.path + queryString(sent.query);
    if (sent.multipartName !== null) {
      const { payload, headers } = multipart(sent.multipartName, sent.body as Buffer);
      const res = await c.request(method as 'POST', url, payload, headers);
      return { status: res.statusCode, body: res.body };
    }
    const res = await c.request(method as 'POST', url, sent.body as never);
    return { status: res.statusCode, body: res.body };
  }

  // Deletions last, deepest first, so the other routes meet live resources.
  const ordered = Object.entries(cases).sort(
    ([a], [b]) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
  );
  const deletions = ordered.filter(([k]) => k.startsWith('DELETE')).reverse();
  const sequence = [...ordered.filter(([k]) => !k.startsWith('DELETE')), ...deletions.reverse()];

  it.each(sequence)('%s never answers 500 or more, nor a developer message', async (name, c) => {
    const route = t.app.routeAudiences.find((r) => key(r) === name);
    expect(route, name).toBeDefined();
    const { method, url, schema } = route!;
    if (c.stream) {
      // It never ends for those it serves: only its refusals can be awaited.
      expect((await (await client('guest')).request(method as 'GET', url)).statusCode).toBe(401);
      return;
    }
    const paramCount = (url.match(/:[A-Za-z]+/g) ?? []).length;
    const upload = c.upload;
    const body: fc.Arbitrary<{ body: unknown; multipartName: string | null }> = upload
      ? fc.oneof(
          fc.constantFrom(uploadName[upload], ...hostileText).map((n) => ({
            body: uploads[upload](),
            multipartName: n,
          })),
          mutated(null).map((b) => ({ body: b, multipartName: null })),
        )
      : input(schema.body).map((b) => ({ body: b, multipartName: null }));
    const request = fc.record({
      bad: paramCount
        ? fc.option(fc.constantFrom(...badPathValues), { nil: null, freq: 3 })
        : fc.constant(null),
      which: fc.nat({ max: Math.max(paramCount - 1, 0) }),
      query: input(schema.querystring),
      body,
    });
    // Every string at once set to NUL, a direction override, a lone surrogate, 100,000 characters:
    // in the body (or the uploaded file's name) and in the query, as the owner sees them first.
    const bodies = upload
      ? exampleTexts.map((n) => ({ body: uploads[upload](), multipartName: n as string | null }))
      : examplesOf(schema.body).map((b) => ({ body: b, multipartName: null }));
    const queries = examplesOf(schema.querystring);
    const examples = Array.from({ length: Math.max(bodies.length, queries.length) }, (_, i) => [
      {
        bad: null,
        which: 0,
        query: queries[i],
        body: bodies[i] ?? { body: undefined, multipartName: null },
      },
    ]) as [typeof request extends fc.Arbitrary<infer R> ? R : never][];
    for (const actor of actors) {
      const caller = await client(actor);
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const sent: Sent = {
            path: pathOf(url, c, r.bad, r.which),
            query: (r.query as Record<string, unknown>) ?? null,
            body: r.body.body,
            multipartName: r.body.multipartName,
          };
          const res = await send(caller, method, sent);
          if (res.status >= 500) throw new Error(`${actor}: ${res.status} ${res.body}`);
          if (res.status === 422 && DEVELOPER_WORDS.test(res.body))
            throw new Error(`${actor}: developer wording ${res.body}`);
        }),
        {
          numRuns: RUNS,
          seed: SEED + name.length,
          endOnFailure: true,
          examples: actor === 'owner' ? examples : [],
        },
      );
    }
  });
});
