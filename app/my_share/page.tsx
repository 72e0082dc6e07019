import type { Metadata } from "next";
import { MyShareScreen } from "@/components/share/MyShareScreen";

export const metadata: Metadata = { title: "My Share" };

export default function Page() {
  return <MyShareScreen />;
}
