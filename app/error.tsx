"use client";

import { useEffect } from "react";
import { UNEXPECTED_ERROR } from "@/lib/auth/unexpected-error";

// A rendering error shows the product's message (docs/product.md#error-messages) instead of a
// blank page.
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="py-10 text-center">
      <h1 className="text-2xl font-semibold">{UNEXPECTED_ERROR}</h1>
      <button type="button" onClick={reset} className="mt-4 rounded bg-sky-800 px-4 py-2 text-white">
        Try again
      </button>
    </section>
  );
}
