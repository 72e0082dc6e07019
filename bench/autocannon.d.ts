// The part of autocannon's API the load process uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
  };
  export type Result = { errors: number; timeouts: number; non2xx: number; "2xx": number; throughput: { total: number } };
  export type Instance = EventEmitter & { stop(): void };

  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
