import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { CurrentSession } from "@/lib/current-session";

// What a request is, set once by the route wrapper (lib/http/route.ts) for everything the request
// runs: its id, the client's address, its browser and the session it came with. Operations read
// these here instead of taking them as parameters; who acts stays an argument of the operations
// that authorise (the actor is part of the domain, the address and browser are not). Every log
// line written inside the scope carries the request id and address (lib/log.ts).
//
// Work outside requests (the job worker, the command line) runs without this scope, or in one of
// its own made by runInContext.

export type RequestContext = {
  requestId: string;
  /** The client's address, as logs and the sessions list show it (lib/http/client-address.ts). */
  ip: string;
  /** The part of it that per-IP limits count: the address, or an IPv6 address's /64 prefix. */
  ipBlock: string;
  /** The browser's User-Agent header, as sessions and security notices describe the device. */
  userAgent: string | null;
  /** The session the request came with (anonymous visitors have one too, without a row). */
  session: CurrentSession;
};

const scope = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it awaits) inside `context`. */
export function runInContext<T>(context: RequestContext, work: () => T): T {
  return scope.run(context, work);
}

/** The current request's context; throws outside one (a bug: only request code may ask). */
export function currentRequest(): RequestContext {
  const context = scope.getStore();
  if (!context) throw new Error("No request context: this operation runs only inside a request");
  return context;
}

/** The current request's context, if any (for code that also runs outside requests, like logging). */
export function requestContextIfAny(): RequestContext | undefined {
  return scope.getStore();
}
