import type { Metadata } from "next";

export const metadata: Metadata = { title: "All Projects" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">All Projects</h1>;
}
