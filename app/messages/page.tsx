import type { Metadata } from "next";
import { MessagesScreen } from "@/components/messages/MessagesScreen";

export const metadata: Metadata = { title: "Messages" };

export default function Page() {
  return <MessagesScreen />;
}
