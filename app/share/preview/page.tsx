import type { Metadata } from "next";
import { Suspense } from "react";
import { PartnerPreviewScreen } from "@/components/share/PartnerPreviewScreen";

export const metadata: Metadata = { title: "Visitor's view" };

export default function Page() {
  return (
    <Suspense>
      <PartnerPreviewScreen />
    </Suspense>
  );
}
