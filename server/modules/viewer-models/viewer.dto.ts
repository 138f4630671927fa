import type {
  Annotation,
  SavedViewpoint,
  ShownViewpoint,
  Task,
  Topic,
  TopicComment,
} from '../../../src/api/contract/viewer';
import type {
  AnnotationRow,
  CommentRow,
  TaskRow,
  TopicRow,
  ViewpointRow,
} from '../../db/schema/viewer';
import { personOf, type People } from '../projects/people';
import { canEdit, type Scope } from './scope';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toAnnotation = (r: AnnotationRow, people: People, scope: Scope): Annotation => ({
  id: r.id,
  version_id: r.versionId,
  position: r.position,
  element: r.element,
  text: r.text,
  author: personOf(people, r.authorId),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  can_edit: canEdit(scope, r.authorId),
});

export const toViewpoint = (r: ViewpointRow, people: People, scope: Scope): SavedViewpoint => ({
  id: r.id,
  version_id: r.versionId,
  name: r.name,
  viewpoint: r.data,
  author: personOf(people, r.authorId),
  created_at: r.createdAt.toISOString(),
  can_edit: canEdit(scope, r.authorId),
});

export const toTask = (r: TaskRow, people: People, scope: Scope): Task => ({
  id: r.id,
  version_id: r.versionId,
  title: r.title,
  assignee: r.assignee,
  due_date: r.dueDate,
  status: r.status,
  elements: r.elements,
  author: personOf(people, r.authorId),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  can_edit: canEdit(scope, r.authorId),
});

/** A stored viewpoint as answered: `coloring` and `unshown` always present (empty for Ouvrage's own). */
const shown = (v: ShownViewpoint | null): Topic['viewpoint'] =>
  v && { ...v, coloring: v.coloring ?? [], unshown: v.unshown ?? [] };

export const toComment = (r: CommentRow, people: People, scope: Scope): TopicComment => ({
  id: r.id,
  guid: r.guid,
  text: r.text,
  author: personOf(people, r.authorId),
  author_label: r.authorLabel,
  created_at: r.createdAt.toISOString(),
  modified_at: iso(r.modifiedAt),
  viewpoint: shown(r.viewpoint),
  can_edit: canEdit(scope, r.authorId),
});

export function toTopic(
  r: TopicRow,
  people: People,
  scope: Scope,
  extra: { comments: number; snapshot: boolean },
): Topic {
  return {
    id: r.id,
    guid: r.guid,
    version_id: r.versionId,
    title: r.title,
    topic_type: r.topicType,
    topic_status: r.topicStatus,
    priority: r.priority,
    assigned_to: r.assignedTo,
    due_date: r.dueDate,
    labels: r.labels,
    description: r.description,
    author: personOf(people, r.authorId),
    author_label: r.authorLabel,
    created_at: r.createdAt.toISOString(),
    modified_at: iso(r.modifiedAt),
    viewpoint: shown(r.viewpoint),
    snapshot_url: extra.snapshot ? `/api/topics/${r.id}/snapshot` : null,
    comment_count: extra.comments,
    can_edit: canEdit(scope, r.authorId),
  };
}
