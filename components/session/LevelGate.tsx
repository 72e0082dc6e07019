"use client";

import { useEffect, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";
import { Spinner } from "@/components/ui/Spinner";
import { LEVEL } from "@/lib/levels";

// The client-side level check of a restricted screen: nothing shows until the level is known;
// a visitor who is not signed in goes to /login/; a signed-in person below the level is told
// so. It only hides the screen: every call behind it is refused by the server as well.
export function LevelGate({ minLevel, title, children }: { minLevel: number; title: string; children: ReactNode }) {
  const { userLevel } = useSession();
  const router = useRouter();
  useEffect(() => {
    if (userLevel !== LEVEL.unknown && userLevel < LEVEL.quickAccess) router.replace("/login/");
  }, [userLevel, router]);

  if (userLevel < LEVEL.quickAccess) return <Spinner label={`Opening ${title}`} />;
  if (userLevel < minLevel) {
    return (
      <section aria-labelledby="refused-title" className="flex flex-col gap-3">
        <h1 id="refused-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <p role="alert">You do not have permission to see this page.</p>
        <p>
          <Link href={userLevel >= LEVEL.account ? "/my_projects/" : "/all_projects/"} className="text-sky-800 underline">
            Back to the projects
          </Link>
        </p>
      </section>
    );
  }
  return <>{children}</>;
}
