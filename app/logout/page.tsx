import type { Metadata } from "next";

export const metadata: Metadata = { title: "Logout" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">Logout</h1>;
}
