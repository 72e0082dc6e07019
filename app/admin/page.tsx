import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { AdminScreen } from "@/components/admin/AdminScreen";
import { LEVEL } from "@/lib/levels";
import { loadSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Admin" };
export const dynamic = "force-dynamic";

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
      <h1 className="mb-4 text-2xl font-semibold">Admin</h1>
      <AdminScreen level={session.level} />
    </section>
  );
}
