import type { Config } from '../config';
import type { Limit, RateLimiter } from './rate-limit';

export type AttemptRule = { key: string; limit: Limit };

/**
 * Failed attempts at a secret (a password, a reset token), counted under several keys at once,
 * as Laravel's throttle does: checked before the attempt (429 once any key is spent), counted
 * on failure, and the caller's own (key, address) pair forgotten on success.
 */
export function attempts(limiter: RateLimiter, rules: AttemptRule[]) {
  return {
    async check(): Promise<void> {
      for (const r of rules) await limiter.check(r.key, r.limit);
    },
    async failed(): Promise<void> {
      for (const r of rules) await limiter.hit(r.key, r.limit);
    },
    async succeeded(): Promise<void> {
      // The pair is the first rule: the account's and the address's ceilings keep their counts.
      if (rules[0]) await limiter.clear(rules[0].key);
    },
  };
}

const QUARTER_HOUR = 900;

/**
 * Sign-in throttling (issue 18): the short lock is per (account, address), so failures from
 * elsewhere never lock the owner out; the account and the address each have a much higher
 * ceiling over a quarter of an hour, against spraying one account from many addresses or many
 * accounts from one.
 */
export function signInRules(
  config: Pick<Config, 'RATE_LIMIT_LOGIN'>,
  scope: string,
  account: string,
  address: string,
): AttemptRule[] {
  const perPair = config.RATE_LIMIT_LOGIN;
  return [
    { key: `${scope}:pair:${account}|${address}`, limit: { max: perPair, windowSeconds: 60 } },
    {
      key: `${scope}:account:${account}`,
      limit: { max: perPair * 10, windowSeconds: QUARTER_HOUR },
    },
    {
      key: `${scope}:ip:${address}`,
      limit: { max: perPair * 20, windowSeconds: QUARTER_HOUR },
    },
  ];
}
