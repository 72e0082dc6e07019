"use client";

import { apiGet, apiPost } from "@/lib/client/api";
import type { ActivityQueryInput } from "@/lib/activity/schemas";

export function fetchActivity(query: ActivityQueryInput) {
  return apiPost("/api/activity/", query, { announce: false });
}

export function fetchActivityFilters() {
  return apiGet("/api/activity/filters/");
}
