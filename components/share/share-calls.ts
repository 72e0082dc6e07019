"use client";

import { apiGet, apiPost } from "@/lib/client/api";
import type { CreateShareLinkInput } from "@/lib/share/schemas";
import type { CreatedShareLink, RevokedShareLink, ShareLinkList } from "@/lib/share/types";

export function fetchShareLinks() {
  return apiGet<ShareLinkList>("/api/share_links/");
}

export function createShareLink(input: CreateShareLinkInput) {
  return apiPost<CreatedShareLink>("/api/share_links/", input, { announce: false });
}

export function revokeShareLink(id: number) {
  return apiPost<RevokedShareLink>("/api/share_links/revoke/", { id });
}
