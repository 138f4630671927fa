import type { Db } from '../../db/client';
import type { TopicRow } from '../../db/schema/viewer';
import { notify } from '../notifications/notify';
import { usersRepository } from '../identity/users.repository';
import { fileVersionAccess } from '../projects/access';
import { loadPeople } from '../projects/people';

/** The user a topic's `assigned_to` names (BCF carries an e-mail address), if any. */
async function assigneeOf(db: Db, topic: Pick<TopicRow, 'assignedTo'>): Promise<string | null> {
  const label = topic.assignedTo?.trim();
  if (!label || !label.includes('@')) return null;
  return (await usersRepository(db).findByEmail(label))?.id ?? null;
}

/**
 * Notifies each of `userIds` but the actor about a topic, only those who may read its file
 * version (nobody hears of a topic they cannot open), with a link to the viewer of the file on
 * that version with the topic open in the BCF panel.
 */
async function tell(
  db: Db,
  userIds: (string | null | undefined)[],
  actorId: string,
  topic: Pick<TopicRow, 'id' | 'title' | 'versionId'>,
  type: 'bcf_assigned' | 'bcf_commented',
): Promise<void> {
  const recipients = [...new Set(userIds)].filter((id): id is string => !!id && id !== actorId);
  if (recipients.length === 0) return;
  const actor = (await loadPeople(db, [actorId])).get(actorId);
  const sender = actor ? `${actor.first_name} ${actor.last_name}`.trim() : '';
  for (const userId of recipients) {
    const found = await fileVersionAccess(db, userId, topic.versionId);
    if (!found) continue;
    await notify(db, {
      userId,
      type,
      data: { topic: topic.title, sender, topic_id: topic.id, version: found.number },
      link:
        found.access.role === 'recipient'
          ? `/pro/shared-with-me/${found.fileId}`
          : `/pro/projects/${found.projectId}/viewer/${found.fileId}/ifc?version=${found.number}&topic=${topic.id}`,
    });
  }
}

/** After a topic was raised or edited: its assignee hears of it when the assignment is new. */
export async function notifyAssignee(
  db: Db,
  actorId: string,
  topic: TopicRow,
  before?: Pick<TopicRow, 'assignedTo'>,
): Promise<void> {
  const assignee = await assigneeOf(db, topic);
  if (!assignee) return;
  if (before && (await assigneeOf(db, before)) === assignee) return;
  await tell(db, [assignee], actorId, topic, 'bcf_assigned');
}

/** After a comment: the topic's author and its assignee hear of it (not the commenter). */
export async function notifyComment(db: Db, actorId: string, topic: TopicRow): Promise<void> {
  await tell(db, [topic.authorId, await assigneeOf(db, topic)], actorId, topic, 'bcf_commented');
}
