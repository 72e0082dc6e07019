"use client";

import { useState } from "react";
import { ResetRequestForm } from "./ResetRequestForm";
import { ResetWithCodeForm } from "./ResetWithCodeForm";

// The two stages of /password_reset/ (docs/product.md#behaviour): email, then code and new
// password.
export function PasswordResetFlow() {
  const [email, setEmail] = useState("");
  const [stage, setStage] = useState<"email" | "code">("email");
  return stage === "email" ? (
    <ResetRequestForm
      initialEmail={email}
      onSent={(sent) => {
        setEmail(sent);
        setStage("code");
      }}
    />
  ) : (
    <ResetWithCodeForm email={email} onStartAgain={() => setStage("email")} />
  );
}
