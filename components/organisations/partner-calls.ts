"use client";

import { apiGet, apiPost } from "@/lib/client/api";

export function fetchPartners() {
  return apiGet("/api/partners/");
}

export function fetchPartnerPreview(organisationId: number) {
  return apiPost("/api/partners/preview/", { organisationId });
}
