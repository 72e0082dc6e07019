import { canEditMilestone, canEditProject, type EditViewer } from "@/lib/projects/edit-rules";
import type { Milestone, Project } from "@/lib/projects/types";
import type { ApiClient } from "./api-client";

// What a screen decides about editing a row: the list carries no per-viewer flags, so the screen
// applies the edit rules to the level and people that /api/usercheck/ gives it and to the roles
// on the row (components/projects/ProjectsScreen.tsx). Tests ask the same, then check that the
// server's answer to the write agrees.

export async function viewerOf(client: ApiClient): Promise<EditViewer> {
  const check = await client.get("/api/usercheck/");
  return { level: check.body.userLevel, people: check.body.people };
}

/** May the client's account edit the project, or the milestone of it, as its screen decides? */
export async function screenMayEdit(client: ApiClient, project: Project, milestone?: Milestone): Promise<boolean> {
  const viewer = await viewerOf(client);
  return milestone ? canEditMilestone(viewer, project, milestone) : canEditProject(viewer, project);
}
