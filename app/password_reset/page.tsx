import type { Metadata } from "next";
import { PasswordResetFlow } from "@/components/auth/PasswordResetFlow";

export const metadata: Metadata = { title: "Password Reset" };

export default function PasswordResetPage() {
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Password Reset</h1>
      <PasswordResetFlow />
    </section>
  );
}
