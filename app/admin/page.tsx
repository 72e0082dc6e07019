import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { AdminScreen } from "@/components/admin/AdminScreen";
import { LEVEL } from "@/lib/levels";
import { loadSession } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/** Editors (levels 6 to 8) have the Import tab alone: the page is named for what it is to them. */
const titleFor = (level: number) => (level >= LEVEL.editor && level < LEVEL.admin ? "Import projects" : "Admin");

export async function generateMetadata(): Promise<Metadata> {
  const session = await loadSession((await headers()).get("cookie"));
  return { title: titleFor(session.level) };
}

// Reached by a full page load from the menu, so the level is checked here on the server; every
// call the screen makes checks it again. Editors (levels 6 to 8) get the Import tab alone.
export default async function AdminPage() {
  const session = await loadSession((await headers()).get("cookie"));
  if (session.level < LEVEL.editor) {
    return (
      <section className="mx-auto max-w-2xl">
        <h1 className="mb-3 text-2xl font-semibold">Admin</h1>
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          You are not allowed to use the administration screen: it is for editors and administrators only.
        </p>
        <p className="mt-3">
          {session.level >= LEVEL.account ? (
            <Link href="/profile/" className="text-sky-800 underline">
              Back to your profile
            </Link>
          ) : session.level === LEVEL.quickAccess ? (
            <Link href="/all_projects/" className="text-sky-800 underline">
              Back to the projects
            </Link>
          ) : (
            <Link href="/login/" className="text-sky-800 underline">
              Sign in
            </Link>
          )}
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-5xl">
      <h1 className="mb-4 text-2xl font-semibold">{titleFor(session.level)}</h1>
      <AdminScreen level={session.level} />
    </section>
  );
}
