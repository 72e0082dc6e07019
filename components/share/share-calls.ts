"use client";

import { apiGet, apiPost, type AnyOf } from "@/lib/client/api";
import type { FieldErrorsAnswer } from "@/lib/http/zod-errors";
import type { CreatedShareLink, CreateShareLinkInput, RevokedShareLink, ShareLinkList } from "@/lib/share/schemas";

export function fetchShareLinks() {
  return apiGet<ShareLinkList>("/api/share_links/");
}

export function createShareLink(input: CreateShareLinkInput) {
  return apiPost<AnyOf<CreatedShareLink | FieldErrorsAnswer>>("/api/share_links/", input, { announce: false });
}

export function revokeShareLink(id: number) {
  return apiPost<RevokedShareLink>("/api/share_links/revoke/", { id });
}
