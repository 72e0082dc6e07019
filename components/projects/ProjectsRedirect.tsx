"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/session/SessionProvider";
import { Spinner } from "@/components/ui/Spinner";
import { LEVEL } from "@/lib/levels";

// /projects/ (the projects page's other address, docs/product.md#screens-and-routes): quick-access
// visitors go to All Projects, account users to My Projects, anyone else to the login page.
export function ProjectsRedirect() {
  const { userLevel } = useSession();
  const router = useRouter();
  useEffect(() => {
    if (userLevel < LEVEL.anonymous) return;
    router.replace(userLevel >= LEVEL.account ? "/my_projects/" : userLevel === LEVEL.quickAccess ? "/all_projects/" : "/login/");
  }, [userLevel, router]);
  return <Spinner label="Opening projects" />;
}
