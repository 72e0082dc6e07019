import type { Metadata } from "next";

export const metadata: Metadata = { title: "Messages" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">Messages</h1>;
}
