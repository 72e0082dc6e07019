import type { Metadata } from "next";
import { LogoutConfirm } from "@/components/auth/LogoutConfirm";

export const metadata: Metadata = { title: "Logout" };

export default function LogoutPage() {
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Logout</h1>
      <LogoutConfirm />
    </section>
  );
}
