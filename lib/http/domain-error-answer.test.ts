import { describe, expect, it } from "vitest";
import { Conflict, Forbidden, Gone, Invalid, NotFound, PasskeyRefused, Refused, SignInRequired, TooMany, Unavailable } from "@/lib/errors";
import { domainErrorAnswer } from "./domain-error-answer";

// The one mapping of domain errors to answers: the statuses and bodies of docs/product.md#calls.
describe("domainErrorAnswer", () => {
  it("answers each domain error with its status and the product's body, keys in order", () => {
    const cases = [
      [new NotFound(), 404, '{"errorMessage":"That item no longer exists."}'],
      [new NotFound("Gone.", { reason: "unknown" }), 404, '{"errorMessage":"Gone.","reason":"unknown"}'],
      [new Forbidden(), 403, '{"errorMessage":"You do not have permission to do that."}'],
      [new SignInRequired(), 403, '{"errorMessage":"Please sign in to continue.","redirect":"/login/"}'],
      [new Conflict("Newer.", { current: { id: 1 } }), 409, '{"errorMessage":"Newer.","current":{"id":1}}'],
      [new Gone("Revoked.", { reason: "revoked" }), 410, '{"errorMessage":"Revoked.","reason":"revoked"}'],
      [new Invalid({ name: ["Taken."] }, { errorMessage: "Taken." }), 422, '{"errors":{"name":["Taken."]},"errorMessage":"Taken."}'],
      [new Refused("Nothing to verify."), 422, '{"errorMessage":"Nothing to verify."}'],
      [new PasskeyRefused("challenge_expired", "Expired.", { data: "failed" }), 422, '{"success":false,"error":"challenge_expired","errorMessage":"Expired.","data":"failed"}'],
      [new TooMany(), 429, '{"errorMessage":"Too many attempts. Please wait a minute and try again."}'],
      [new Unavailable("Mail is down."), 503, '{"errorMessage":"Mail is down."}'],
    ] as const;
    for (const [error, status, body] of cases) {
      const answer = domainErrorAnswer(error);
      expect([answer.status, JSON.stringify(answer.body), answer.headers]).toEqual([status, body, {}]);
    }
  });

  it("sends Retry-After only when the error knows when to come back", () => {
    expect(domainErrorAnswer(new Unavailable("Busy.", 5)).headers).toEqual({ "Retry-After": "5" });
    expect(domainErrorAnswer(new TooMany(undefined, 60)).headers).toEqual({ "Retry-After": "60" });
  });
});
