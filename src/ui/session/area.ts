import type { User } from '@/api/contract/user';
import { type Area, areaHome, paths } from '../app/paths';

/** SPEC §6: manufacturers work in /fab, every other user (admins too) in /pro. */
export const areaOf = (user: Pick<User, 'type'>): Area =>
  user.type === 'MANUFACTURER' ? 'fab' : 'pro';

/** Where /user/space sends a verified user: admins to the review queue, others to their area. */
export function homeOf(user: Pick<User, 'type' | 'role'>): string {
  if (user.role === 'admin') return paths.admin.users;
  return areaHome[areaOf(user)];
}
