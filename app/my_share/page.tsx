import type { Metadata } from "next";

export const metadata: Metadata = { title: "My Share" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">My Share</h1>;
}
