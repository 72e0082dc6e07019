import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MyRequest, OpenRequest, Stage } from "./schemas";

// The rows of interest_request as the calls answer them.

export const myRequestSelect = {
  id: true,
  milestoneId: true,
  stage: true,
  message: true,
  status: true,
  decisionMessage: true,
  createdAt: true,
  closedAt: true,
  role: { select: { description: true } },
  milestone: { select: { description: true, projectId: true, project: { select: { shortDescription: true } } } },
} satisfies Prisma.InterestRequestSelect;

type MyRow = Prisma.InterestRequestGetPayload<{ select: typeof myRequestSelect }>;

export function myRequestView(row: MyRow): MyRequest {
  return {
    id: row.id,
    milestone: row.milestoneId,
    milestone_description: row.milestone.description,
    project: row.milestone.projectId,
    project_title: row.milestone.project.shortDescription,
    stage: row.stage as Stage,
    message: row.message,
    status: row.status,
    role_display: row.status === "accepted" ? (row.role?.description ?? null) : null,
    // The lead's message goes to the requester only with a decline.
    decision_message: row.status === "declined" ? row.decisionMessage : "",
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

export const openRequestSelect = {
  id: true,
  milestoneId: true,
  firstName: true,
  lastName: true,
  email: true,
  stage: true,
  message: true,
  createdAt: true,
  organisation: { select: { name: true } },
  milestone: { select: { description: true } },
} satisfies Prisma.InterestRequestSelect;

type OpenRow = Prisma.InterestRequestGetPayload<{ select: typeof openRequestSelect }>;

export function openRequestView(row: OpenRow): OpenRequest {
  return {
    id: row.id,
    milestone: row.milestoneId,
    milestone_description: row.milestone.description,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    stage: row.stage as Stage,
    message: row.message,
    organisation: row.organisation?.name ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
