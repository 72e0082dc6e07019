"use client";

import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { apiGet, setForbiddenHandler } from "@/lib/client/api";
import { LEVEL } from "@/lib/levels";
import type { UserCheckAnswer } from "@/lib/auth/schemas";

// The browser's session state (docs/product.md#entities): userLevel starts at -1 (unknown) until /api/usercheck/
// answers; user name, email, people; window size tracked with a 200 ms resize debounce.

/** What /api/usercheck/ answers: the state the screens read. */
export type UserState = UserCheckAnswer;

type SessionValue = UserState & {
  windowWidth: number;
  windowHeight: number;
  refresh(): Promise<UserState>;
  clear(): void;
};

const UNKNOWN: UserState = { userLevel: LEVEL.unknown, userName: "", email: "", people: [], hasRequests: false };
const SessionContext = createContext<SessionValue | null>(null);

const RESIZE_DEBOUNCE_MS = 200;

async function fetchUser(): Promise<UserState> {
  const { responseStatus, ...user } = await apiGet("/api/usercheck/", { redirectOn403: false });
  return responseStatus === 200 ? user : { ...UNKNOWN, userLevel: 0 };
}

/** `initialWidth`: the server's guess (lib/window-width-guess.ts) until the window is measured. */
export function SessionProvider({ children, initialWidth }: { children: React.ReactNode; initialWidth: number }) {
  const router = useRouter();
  const [user, setUser] = useState<UserState>(UNKNOWN);
  const [size, setSize] = useState({ windowWidth: initialWidth, windowHeight: 768 });

  const refresh = useCallback(async () => {
    const next = await fetchUser();
    setUser(next);
    return next;
  }, []);

  const clear = useCallback(() => setUser({ ...UNKNOWN, userLevel: 0 }), []);

  // What the page learns once it runs (who is signed in, the window's real size) re-renders every
  // screen that reads the session. As transitions, React renders that a slice at a time instead
  // of in one long task just after the page has loaded, when a tap must not wait.
  useEffect(() => {
    let mounted = true;
    void fetchUser().then((next) => mounted && startTransition(() => setUser(next)));
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    setForbiddenHandler((redirect) => {
      void refresh().then(() => router.push(redirect));
    });
  }, [refresh, router]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const measure = () => {
      const next = { windowWidth: window.innerWidth, windowHeight: window.innerHeight };
      startTransition(() =>
        setSize((size) => (size.windowWidth === next.windowWidth && size.windowHeight === next.windowHeight ? size : next)),
      );
    };
    measure();
    const onResize = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      clearTimeout(timer.current);
    };
  }, []);

  const value = useMemo(
    () => ({ ...user, ...size, refresh, clear }),
    [user, size, refresh, clear],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside SessionProvider");
  return value;
}
