/** The part of autocannon (shipped without types) that the API benchmark uses. */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    /** Requests per second over all connections (a steady rate instead of as fast as possible). */
    overallRate?: number;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn (paths relative to `url`). */
    requests?: { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string> }[];
  }): Promise<Result>;
}
