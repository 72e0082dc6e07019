// Answer shapes of the partner calls, shared by the server and the screens (type-only).
import type { Project } from "@/lib/projects/types";

export type Partner = {
  id: number;
  name: string;
  domains: string[];
  /** people whose email is in one of the domains */
  people: number;
  /** projects a quick-access visitor from the organisation sees */
  projects: number;
  /** share links that work now */
  activeShareLinks: number;
};

/** GET /api/partners/ */
export type PartnerList = { partners: Partner[] };

/** POST /api/partners/preview/ and POST /api/shared_projects/ */
export type SharedProjectsAnswer = {
  organisation: { id: number; name: string };
  /** ISO time the share link stops working; null for an admin's preview */
  expiresAt: string | null;
  projects: Project[];
};
