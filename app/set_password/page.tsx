import type { Metadata } from "next";
import { Suspense } from "react";
import { SetPasswordScreen } from "@/components/auth/set-password/SetPasswordScreen";

export const metadata: Metadata = { title: "Set Your Password" };

// Opened from the link in the mail a new account receives (?token=...).
export default function SetPasswordPage() {
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-semibold">Set Your Password</h1>
      <Suspense>
        <SetPasswordScreen />
      </Suspense>
    </section>
  );
}
