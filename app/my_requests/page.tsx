import type { Metadata } from "next";
import { MyRequestsScreen } from "@/components/interest/MyRequestsScreen";

export const metadata: Metadata = { title: "My Requests" };

export default function Page() {
  return <MyRequestsScreen />;
}
