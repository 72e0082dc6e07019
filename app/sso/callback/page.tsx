import type { Metadata } from "next";
import { SsoCallback } from "@/components/auth/sso/SsoCallback";

export const metadata: Metadata = { title: "Signing in" };

// Where an organisation's identity provider sends the browser back (the redirect URL an admin
// registers there): the page hands the provider's answer to the server and goes on.
export default function SsoCallbackPage() {
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-2xl font-semibold">Signing in</h1>
      <SsoCallback />
    </section>
  );
}
