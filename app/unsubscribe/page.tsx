import type { Metadata } from "next";
import { UnsubscribeButton } from "@/components/mail/UnsubscribeButton";
import { describeUnsubscribe } from "@/lib/mail/unsubscribe/describe";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/mail/unsubscribe/messages";

export const metadata: Metadata = { title: "Unsubscribe" };
export const dynamic = "force-dynamic";

// Opened from an unsubscribe link in a mail (?token=…). Opening it changes nothing (mail scanners
// open links); the button does, without signing in.
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const target = token ? await describeUnsubscribe(token) : null;
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Unsubscribe</h1>
      {target ? (
        <>
          <p className="mb-4">Stop receiving {target.description}? Other mail, such as sign-in codes and security notices, still comes.</p>
          <UnsubscribeButton token={token} />
        </>
      ) : (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {UNSUBSCRIBE_MESSAGES.invalid}
        </p>
      )}
    </section>
  );
}
