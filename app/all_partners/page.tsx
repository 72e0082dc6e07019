import type { Metadata } from "next";
import { AllPartnersScreen } from "@/components/organisations/AllPartnersScreen";

export const metadata: Metadata = { title: "All Partners" };

export default function Page() {
  return <AllPartnersScreen />;
}
