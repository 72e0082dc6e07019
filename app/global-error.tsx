"use client";

import { MESSAGES } from "@/lib/auth/messages";

// Last resort when the root layout itself fails.
export default function GlobalError() {
  return (
    <html lang="en-GB">
      <body>
        <main style={{ padding: "2rem", fontFamily: "system-ui, sans-serif", textAlign: "center" }}>
          <h1>{MESSAGES.unexpected}</h1>
          <p>
            <a href="/profile/">Back to your profile</a>
          </p>
        </main>
      </body>
    </html>
  );
}
