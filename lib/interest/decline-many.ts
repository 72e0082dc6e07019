import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { decideInterest } from "./decide";
import type { DeclineManyAnswer } from "./schemas";

// POST /api/interest/decline_many/ (level 3+): "Decline selected" on To decide, one message for
// all. Each request is decided by decide.ts on its own, with its rules unchanged: the caller must
// decide its milestone (checked under the project's write lock), and the conditional update lets
// exactly one decision count however many arrive at once. What is not declined is reported, not
// refused: another's request and an unknown id alike ("not_yours", so the answer tells nobody
// which ids exist), one decided or withdrawn meanwhile ("already_decided").

export async function declineMany(session: CurrentSession, input: { ids: number[]; message: string }): Promise<DeclineManyAnswer> {
  const answer: DeclineManyAnswer = { declined: [], not_declined: [] };
  // One after another, each in its own transaction: one project's lock at a time, never two.
  for (const id of [...new Set(input.ids)]) {
    try {
      await decideInterest(session, { id, decision: "decline", message: input.message });
      answer.declined.push(id);
    } catch (error) {
      if (error instanceof Conflict) answer.not_declined.push({ id, reason: "already_decided" });
      else if (error instanceof Forbidden || error instanceof NotFound) answer.not_declined.push({ id, reason: "not_yours" });
      else throw error;
    }
  }
  return answer;
}
