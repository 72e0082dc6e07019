"use client";

import { apiGet, apiPost } from "@/lib/client/api";
import type { ActivityQueryInput } from "@/lib/activity/schemas";
import type { ActivityFilterOptions, ActivityPage } from "@/lib/activity/types";

export function fetchActivity(query: ActivityQueryInput) {
  return apiPost<ActivityPage>("/api/activity/", query, { announce: false });
}

export function fetchActivityFilters() {
  return apiGet<ActivityFilterOptions>("/api/activity/filters/");
}
