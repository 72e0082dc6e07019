import "server-only";
import type { InvitationView } from "./schemas";

// An invitation as its member reads it (docs/product.md#invitations): the milestone, its project,
// the role, the decider's message and name, and what became of it. Nothing of anyone's address.

export const invitationSelect = {
  id: true,
  status: true,
  message: true,
  answerMessage: true,
  createdAt: true,
  answeredAt: true,
  role: { select: { description: true } },
  milestone: { select: { id: true, description: true, project: { select: { id: true, shortDescription: true } } } },
  invitedBy: { select: { username: true, person: { select: { firstName: true, lastName: true } } } },
} as const;

type Row = {
  id: number;
  status: InvitationView["status"];
  message: string;
  answerMessage: string;
  createdAt: Date;
  answeredAt: Date | null;
  role: { description: string };
  milestone: { id: number; description: string; project: { id: number; shortDescription: string } };
  invitedBy: { username: string; person: { firstName: string; lastName: string } | null } | null;
};

export function invitationView(r: Row): InvitationView {
  const by = r.invitedBy;
  return {
    id: r.id,
    milestone: { id: r.milestone.id, description: r.milestone.description },
    project: { id: r.milestone.project.id, name: r.milestone.project.shortDescription },
    role: r.role.description,
    message: r.message,
    invited_by: by?.person ? `${by.person.firstName} ${by.person.lastName}` : (by?.username ?? "A lead no longer here"),
    status: r.status,
    answer_message: r.answerMessage,
    created_at: r.createdAt.toISOString(),
    answered_at: r.answeredAt?.toISOString() ?? null,
  };
}
