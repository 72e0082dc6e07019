import type { ApiResponse } from "../../helpers/api-client";
import { SECRET_TEXT } from "./world";

// What a refusal (any 4xx) may carry: a message, field errors, where to go, the product's status
// words (docs/product.md#calls). Never a project, person, account or list, and never anyone's text
// or address.

const DATA_KEYS = [
  "projects",
  "project",
  "milestone",
  "milestones",
  "people",
  "person",
  "results",
  "accounts",
  "account",
  "organisations",
  "partners",
  "lists",
  "roles",
  "domains",
  "passkeys",
  "passkey",
  "profile",
  "username",
  "userName",
  "email",
  "first_name",
  "last_name",
  "short_description",
  "long_description",
  "current",
  "activity",
  "rows",
];

export function leaksOf(res: ApiResponse): string[] {
  const problems: string[] = [];
  const body = res.body;
  if (body && typeof body === "object") {
    for (const key of Object.keys(body)) if (DATA_KEYS.includes(key)) problems.push(`carries "${key}"`);
  }
  for (const text of Object.values(SECRET_TEXT)) if (res.text.includes(text)) problems.push(`shows "${text}"`);
  if (/passwordHash|password_hash|totpSecret|totp_secret|\bat .+\.(ts|js):\d+/.test(res.text)) {
    problems.push("shows a secret or a stack trace");
  }
  return problems;
}
