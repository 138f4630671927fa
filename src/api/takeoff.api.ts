import {
  orderLineTakeoffSchema,
  takeoffChangesSchema,
  takeoffMatchesSchema,
  takeoffSuggestionsSchema,
  type TakeoffMatchesBody,
  type TakeoffSuggestionsQuery,
} from './contract/takeoff';
import { http } from './http';
import { request } from './request';
import { searchParams } from './search-params';

type Query = Record<string, string | number | boolean | undefined | null>;

/** Issue 20, take-off from the model: one function per endpoint. */
export const getTakeoffMatches = (projectId: string, signal?: AbortSignal) =>
  request(
    () => http.get(`api/projects/${projectId}/takeoff/matches`, { signal }),
    takeoffMatchesSchema,
  );
export const saveTakeoffMatches = (projectId: string, body: TakeoffMatchesBody) =>
  request(
    () => http.put(`api/projects/${projectId}/takeoff/matches`, { json: body }),
    takeoffMatchesSchema,
  );
export const getTakeoffSuggestions = (
  projectId: string,
  query: TakeoffSuggestionsQuery,
  signal?: AbortSignal,
) =>
  request(
    () =>
      http.get(`api/projects/${projectId}/takeoff/suggestions`, {
        signal,
        searchParams: searchParams(query as Query),
      }),
    takeoffSuggestionsSchema,
  );
/** What « show in model » selects: the line's file, version and GlobalIds. */
export const getOrderLineTakeoff = (orderId: string, lineId: string, signal?: AbortSignal) =>
  request(
    () => http.get(`api/orders/${orderId}/lines/${lineId}/takeoff`, { signal }),
    orderLineTakeoffSchema,
  );
export const getOrderTakeoffChanges = (orderId: string, signal?: AbortSignal) =>
  request(
    () => http.get(`api/orders/${orderId}/takeoff/changes`, { signal }),
    takeoffChangesSchema,
  );
