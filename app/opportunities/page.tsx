import type { Metadata } from "next";
import { OpportunitiesScreen } from "@/components/interest/OpportunitiesScreen";

export const metadata: Metadata = { title: "Open to join" };
// The filters are the address's (useSearchParams): rendered per request.
export const dynamic = "force-dynamic";

export default function Page() {
  return <OpportunitiesScreen />;
}
