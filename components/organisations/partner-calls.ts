"use client";

import { apiGet, apiPost } from "@/lib/client/api";
import type { PartnerList, SharedProjectsAnswer } from "@/lib/organisations/partner-schemas";

export function fetchPartners() {
  return apiGet<PartnerList>("/api/partners/");
}

export function fetchPartnerPreview(organisationId: number) {
  return apiPost<SharedProjectsAnswer>("/api/partners/preview/", { organisationId });
}
