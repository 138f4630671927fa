import { z } from 'zod';
import { fileDetailSchema, fileVersionSchema } from './contract/files';
import {
  annotationSchema,
  bcfImportResultSchema,
  type createAnnotationBodySchema,
  type createCommentBodySchema,
  type createTaskBodySchema,
  type createTopicBodySchema,
  type createViewpointBodySchema,
  savedViewpointSchema,
  taskSchema,
  topicCommentSchema,
  topicDetailSchema,
  topicSchema,
  type updateAnnotationBodySchema,
  type updateTaskBodySchema,
  type updateTopicBodySchema,
} from './contract/viewer';
import { http } from './http';
import { request, requestVoid, toApiFailure } from './request';

type In<S extends z.ZodType> = z.input<S>;
const v = (versionId: string) => `api/file-versions/${encodeURIComponent(versionId)}`;

/** The file a viewer opens and the version it shows (the current one unless `number` is given). */
export async function getViewerFile(fileId: string, number?: number, signal?: AbortSignal) {
  const file = await request(() => http.get(`api/files/${fileId}`, { signal }), fileDetailSchema);
  if (number === undefined || number === file.version) {
    return { file, versionId: file.version_id, number: file.version };
  }
  const version = await request(
    () => http.get(`api/files/${fileId}/versions/${number}`, { signal }),
    fileVersionSchema,
  );
  return { file, versionId: version.id, number: version.number };
}

// Annotations
export const listAnnotations = (versionId: string, signal?: AbortSignal) =>
  request(() => http.get(`${v(versionId)}/annotations`, { signal }), z.array(annotationSchema));
export const createAnnotation = (versionId: string, body: In<typeof createAnnotationBodySchema>) =>
  request(() => http.post(`${v(versionId)}/annotations`, { json: body }), annotationSchema);
export const updateAnnotation = (id: string, body: In<typeof updateAnnotationBodySchema>) =>
  request(() => http.patch(`api/annotations/${id}`, { json: body }), annotationSchema);
export const deleteAnnotation = (id: string) =>
  requestVoid(() => http.delete(`api/annotations/${id}`));

// Saved viewpoints
export const listViewpoints = (versionId: string, signal?: AbortSignal) =>
  request(() => http.get(`${v(versionId)}/viewpoints`, { signal }), z.array(savedViewpointSchema));
export const getViewpoint = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/viewpoints/${id}`, { signal }), savedViewpointSchema);
export const createViewpoint = (versionId: string, body: In<typeof createViewpointBodySchema>) =>
  request(() => http.post(`${v(versionId)}/viewpoints`, { json: body }), savedViewpointSchema);
export const renameViewpoint = (id: string, name: string) =>
  request(() => http.patch(`api/viewpoints/${id}`, { json: { name } }), savedViewpointSchema);
export const deleteViewpoint = (id: string) =>
  requestVoid(() => http.delete(`api/viewpoints/${id}`));

// BCF topics and comments
export const listTopics = (versionId: string, signal?: AbortSignal) =>
  request(() => http.get(`${v(versionId)}/topics`, { signal }), z.array(topicSchema));
export const getTopic = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/topics/${id}`, { signal }), topicDetailSchema);
export const createTopic = (versionId: string, body: In<typeof createTopicBodySchema>) =>
  request(
    () => http.post(`${v(versionId)}/topics`, { json: body, timeout: 60_000 }),
    topicDetailSchema,
  );
export const updateTopic = (id: string, body: In<typeof updateTopicBodySchema>) =>
  request(() => http.patch(`api/topics/${id}`, { json: body }), topicDetailSchema);
export const deleteTopic = (id: string) => requestVoid(() => http.delete(`api/topics/${id}`));
export const addComment = (topicId: string, body: In<typeof createCommentBodySchema>) =>
  request(() => http.post(`api/topics/${topicId}/comments`, { json: body }), topicCommentSchema);
export const deleteComment = (id: string) =>
  requestVoid(() => http.delete(`api/topic-comments/${id}`));

/** The topics as a BCF archive, with the file name the server proposes. */
export async function exportBcf(versionId: string, version: '2.1' | '3.0') {
  try {
    const res = await http.get(`${v(versionId)}/bcf`, {
      searchParams: { version },
      headers: { Accept: '*/*' },
      timeout: 120_000,
    });
    const disposition = res.headers.get('content-disposition') ?? '';
    const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    return { blob: await res.blob(), filename: name ? decodeURIComponent(name) : 'topics.bcf' };
  } catch (err) {
    throw await toApiFailure(err);
  }
}

export const importBcf = (versionId: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return request(
    () => http.post(`${v(versionId)}/bcf`, { body: form, timeout: 120_000 }),
    bcfImportResultSchema,
  );
};

// Tasks
export const listTasks = (versionId: string, signal?: AbortSignal) =>
  request(() => http.get(`${v(versionId)}/tasks`, { signal }), z.array(taskSchema));
export const createTask = (versionId: string, body: In<typeof createTaskBodySchema>) =>
  request(() => http.post(`${v(versionId)}/tasks`, { json: body }), taskSchema);
export const updateTask = (id: string, body: In<typeof updateTaskBodySchema>) =>
  request(() => http.patch(`api/tasks/${id}`, { json: body }), taskSchema);
export const deleteTask = (id: string) => requestVoid(() => http.delete(`api/tasks/${id}`));
