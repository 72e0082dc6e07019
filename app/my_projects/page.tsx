import type { Metadata } from "next";

export const metadata: Metadata = { title: "My Projects" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">My Projects</h1>;
}
