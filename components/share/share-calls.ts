"use client";

import { apiGet, apiPost } from "@/lib/client/api";
import type { CreateShareLinkInput } from "@/lib/share/schemas";

export function fetchShareLinks() {
  return apiGet("/api/share_links/");
}

export function createShareLink(input: CreateShareLinkInput) {
  return apiPost("/api/share_links/", input, { announce: false });
}

export function revokeShareLink(id: number) {
  return apiPost("/api/share_links/revoke/", { id });
}
