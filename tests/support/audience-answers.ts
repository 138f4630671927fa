import type { AccessReason, Audience } from '../../src/api/contract/audience';
import type { UserType } from '../../src/api/contract/user';
import type { UserRow } from '../../server/db/schema/users';

/** The matrix's two axes: user type… */
export const matrixTypes = {
  professional: 'DESIGN_OFFICE',
  manufacturer: 'MANUFACTURER',
  admin: 'ADMIN',
} as const satisfies Record<string, UserType>;
export type MatrixType = keyof typeof matrixTypes;

/** …and account state (SPEC §2's chain, then an administrator's decisions). */
export const matrixStates = {
  'e-mail unverified': { emailVerifiedAt: null, status: 'P' },
  'not onboarded': { status: 'P' },
  'awaiting approval': { status: 'F' },
  approved: { status: 'A' },
  rejected: { status: 'R' },
  deactivated: { status: 'D' },
} as const satisfies Record<string, Partial<UserRow>>;
export type MatrixState = keyof typeof matrixStates;

/** What the access hook answers: let through (`ok`), 403 with a reason, or 404 (admin routes). */
export type Answer = 'ok' | AccessReason | 404;
type Row = [professional: Answer, manufacturer: Answer, admin: Answer];
const all = (a: Answer): Row => [a, a, a];

/** The chain's refusals, the same for every route that needs a complete account. */
const chain = {
  'e-mail unverified': all('email_unverified'),
  'not onboarded': all('onboarding_required'),
  'awaiting approval': all('approval_pending'),
  rejected: all('rejected'),
  deactivated: all('deactivated'),
};
const everyone = {
  'e-mail unverified': all('ok'),
  'not onboarded': all('ok'),
  'awaiting approval': all('ok'),
  approved: all('ok'),
  rejected: all('ok'),
  deactivated: all('ok'),
};

/** The expected answer of every audience to every user type in every account state. */
export const audienceAnswers: Record<Audience, Record<MatrixState, Row>> = {
  public: everyone,
  session: everyone,
  'signed-in': {
    'e-mail unverified': all('ok'),
    'not onboarded': all('ok'),
    'awaiting approval': all('ok'),
    approved: all('ok'),
    rejected: all('rejected'),
    deactivated: all('deactivated'),
  },
  member: { ...chain, approved: all('ok') },
  pro: { ...chain, approved: ['ok', 'wrong_area', 'ok'] },
  fab: { ...chain, approved: ['wrong_area', 'ok', 'wrong_area'] },
  admin: {
    'e-mail unverified': all(404),
    'not onboarded': all(404),
    'awaiting approval': all(404),
    approved: [404, 404, 'ok'],
    rejected: all(404),
    deactivated: all(404),
  },
};

export function answerOf(audience: Audience, type: MatrixType, state: MatrixState): Answer {
  const i = (Object.keys(matrixTypes) as MatrixType[]).indexOf(type);
  return audienceAnswers[audience][state][i]!;
}
