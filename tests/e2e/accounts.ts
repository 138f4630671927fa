import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './browser';
import { linkFromMail } from './mail';
import { signIn as signInAs, xsrfHeader } from './session';

/** A new account registered through the API, signed in in its own context (status P). */
export async function registerAccount(
  browser: Browser,
  type = 'DESIGN_OFFICE',
  open: (b: Browser) => Promise<BrowserContext> = newContext,
): Promise<{ context: BrowserContext; email: string }> {
  const email = `${type.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ouvrage.test`;
  const context = await open(browser);
  await context.request.get('/sanctum/csrf-cookie');
  const res = await context.request.post('/api/register', {
    data: {
      first_name: 'Lina',
      last_name: 'Hamdi',
      email,
      password: 'Fresh-pass-2026!',
      password_confirmation: 'Fresh-pass-2026!',
      type,
      terms: true,
    },
    headers: await xsrfHeader(context),
  });
  expect(res.status()).toBe(201);
  return { context, email };
}

/** Opens the mailed verification link through the API, as the verify-email page does. */
export async function verifyEmail(context: BrowserContext, email: string): Promise<void> {
  const link = new URL(await linkFromMail(email, '/verify-email/'));
  const res = await context.request.get(`/api${link.pathname}${link.search}`);
  expect(res.status()).toBe(200);
}

/** Sends a professional's onboarding (status F: awaiting review). */
export async function submitOnboarding(context: BrowserContext): Promise<void> {
  const first = async (path: string) =>
    ((await (await context.request.get(path)).json()) as { id: number }[])[0]!.id;
  const res = await context.request.post('/api/profile/boarding', {
    data: {
      job_id: await first('/api/jobs'),
      activity_sector_id: await first('/api/activity-sectors'),
      company: 'Hamdi Ingénierie',
      country: 'FR',
      phone: '+33 1 23 45 67 89',
    },
    headers: await xsrfHeader(context),
  });
  expect(res.status()).toBe(200);
}

/** A professional through every step: registered, e-mail verified, onboarded, approved. */
export async function approvedAccount(
  browser: Browser,
): Promise<{ context: BrowserContext; email: string }> {
  const account = await registerAccount(browser);
  await verifyEmail(account.context, account.email);
  await submitOnboarding(account.context);
  const id = ((await (await account.context.request.get('/api/account')).json()) as { id: string })
    .id;
  const admin = await newContext(browser);
  await signInAs(admin, 'admin@ouvrage.test');
  const res = await admin.request.post(`/api/admin/users/${id}/approve`, {
    headers: await xsrfHeader(admin),
  });
  expect(res.status()).toBe(200);
  await admin.close();
  return account;
}
