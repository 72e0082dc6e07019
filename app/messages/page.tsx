import type { Metadata } from "next";
import { headers } from "next/headers";
import { MessagesScreen } from "@/components/messages/MessagesScreen";
import { loadSession } from "@/lib/auth/session";
import { projectsWithoutActiveLead } from "@/lib/reviews/no-active-lead";

export const metadata: Metadata = { title: "Messages" };
export const dynamic = "force-dynamic";

export default async function Page() {
  // The server decides who sees the projects without an active lead: editors (level 6+) only.
  const session = await loadSession((await headers()).get("cookie"));
  return <MessagesScreen noActiveLead={await projectsWithoutActiveLead(session)} />;
}
