import {
  basketResultSchema,
  orderSchema,
  ordersPageSchema,
  type BasketBody,
  type CreateOrderBody,
  type OrderEventBody,
  type OrdersQuery,
} from './contract/orders';
import { http } from './http';
import { request } from './request';
import { searchParams } from './search-params';

type Query = Record<string, string | number | boolean | undefined | null>;

/** Issue 20: orders, one function per endpoint. */
export const listOrders = (query: OrdersQuery, signal?: AbortSignal) =>
  request(
    () => http.get('api/orders', { signal, searchParams: searchParams(query as Query) }),
    ordersPageSchema,
  );
export const getOrder = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/orders/${id}`, { signal }), orderSchema);
export const placeOrder = (body: CreateOrderBody) =>
  request(() => http.post('api/orders', { json: body }), orderSchema);
export const sendBasket = (body: BasketBody) =>
  request(() => http.post('api/orders/basket', { json: body }), basketResultSchema);
export const sendOrderEvent = (id: string, body: OrderEventBody) =>
  request(() => http.post(`api/orders/${id}/events`, { json: body }), orderSchema);
