import type { Metadata } from "next";
import { SsoConfirmLink } from "@/components/auth/sso/SsoConfirmLink";

export const metadata: Metadata = { title: "Confirm it's you" };

// After an organisation's first sign-in matched an account that must prove itself before it is
// linked (level 6 and up, or with TOTP or a passkey): the owner confirms once, here.
export default function SsoConfirmPage() {
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Confirm it&apos;s you</h1>
      <SsoConfirmLink />
    </section>
  );
}
