import type { Metadata } from "next";

export const metadata: Metadata = { title: "All Partners" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">All Partners</h1>;
}
