import type { Metadata } from "next";
import { AllPartnersScreen } from "@/components/partners/AllPartnersScreen";

export const metadata: Metadata = { title: "All Partners" };

export default function Page() {
  return <AllPartnersScreen />;
}
