"use client";

import { UNEXPECTED_ERROR } from "@/lib/auth/unexpected-error";

// Last resort when the root layout itself fails.
export default function GlobalError() {
  return (
    <html lang="en-GB">
      <body>
        <main style={{ padding: "2rem", fontFamily: "system-ui, sans-serif", textAlign: "center" }}>
          <h1>{UNEXPECTED_ERROR}</h1>
          <p>
            <a href="/profile/">Back to your profile</a>
          </p>
        </main>
      </body>
    </html>
  );
}
