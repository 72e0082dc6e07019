import type { Metadata } from "next";
import { Suspense } from "react";
import { SharedProjectsScreen } from "@/components/share/SharedProjectsScreen";

export const metadata: Metadata = { title: "Shared projects", referrer: "no-referrer" };

export default function Page() {
  return (
    <Suspense>
      <SharedProjectsScreen />
    </Suspense>
  );
}
