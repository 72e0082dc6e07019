import type { Metadata } from "next";
import { TwoFactorForm } from "@/components/auth/TwoFactorForm";

export const metadata: Metadata = { title: "Two-factor Authentication" };

export default function TwoFactorPage() {
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Two-factor Authentication</h1>
      <TwoFactorForm />
    </section>
  );
}
