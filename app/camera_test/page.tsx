import type { Metadata } from "next";

export const metadata: Metadata = { title: "Camera Test" };

export default function Page() {
  return <h1 className="text-2xl font-semibold">Camera Test</h1>;
}
