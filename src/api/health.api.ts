import { healthSchema } from './contract/health';
import { http } from './http';
import { request } from './request';

export const getHealth = (signal?: AbortSignal) =>
  request(() => http.get('api/health', { signal }), healthSchema);
