"use client";

import { apiGet, apiPost } from "@/lib/client/api";
import type { ActivityFilterOptions, ActivityPage, ActivityQueryInput } from "@/lib/activity/schemas";

export function fetchActivity(query: ActivityQueryInput) {
  return apiPost<ActivityPage>("/api/activity/", query, { announce: false });
}

export function fetchActivityFilters() {
  return apiGet<ActivityFilterOptions>("/api/activity/filters/");
}
