import type { Milestone, PersonOnItem, Project } from "../../lib/projects/types";

// Generated projects for the tests of very long lists, shaped like the list answers: about
// 4 KB of JSON and five milestones per project on average, with texts and counts that vary from
// row to row so the rows have different heights. Deterministic: project n is always the same.
// Ids start far above the demo data's, so no demo viewer leads any of them.

export const FIRST_ID = 900_000;
const PERSON_ID = 800_000;

const WORDS =
  "airway simulation curriculum regional anaesthesia obstetric paediatric sedation faculty trainee assessment feedback workshop e-learning ultrasound critical care perioperative audit quality".split(
    " ",
  );

/** `count` words picked by a simple hash of `seed`. */
function words(seed: number, count: number): string {
  return Array.from({ length: count }, (_, k) => WORDS[(seed * 31 + k * 17 + ((seed >> 3) % 7)) % WORDS.length]).join(" ");
}

function person(id: number, role: number): PersonOnItem {
  return {
    id: PERSON_ID + id,
    name: `Person ${id}`,
    first_name: "Person",
    last_name: String(id),
    email: `person${id}@example.org`,
    role,
    role_display: role === 1 ? "Lead" : "Contributor",
  };
}

function milestone(project: number, n: number): Milestone {
  const seed = project * 11 + n;
  return {
    id: FIRST_ID + project * 10 + n,
    project: FIRST_ID + project,
    description: `Milestone ${n + 1} of project ${project + 1}: ${words(seed, 4 + (seed % 10))}`,
    start_date: `2025-${String((n % 12) + 1).padStart(2, "0")}-01`,
    end_date: seed % 3 ? null : "2026-06-30",
    status: 1,
    status_display: "Proposed",
    looking_for: 30,
    looking_for_display: "Any",
    version: 1,
    domains: { eml: seed % 2 ? [{ id: 15, description: "Simulation" }] : [], rcoa: [{ id: 9, description: "General Anaesthesia" }] },
    people: [person(project * 20 + 10 + n, 1), ...(seed % 2 ? [] : [person(project * 20 + 15 + n, 3)])],
  };
}

export function syntheticProject(i: number): Project {
  return {
    id: FIRST_ID + i,
    short_description: `Synthetic project ${i + 1}`,
    long_description: `A generated project, number ${i + 1}, to see the list cope with many rows. ${words(i, 15 + (i % 40))}`,
    start_date: "2025-01-01",
    expected_completion_date: i % 2 ? "2026-12-31" : null,
    status: 1,
    status_display: "Proposed",
    version: 1,
    changed_on: "2026-01-01",
    checked_on: null,
    domains: {
      eml: [{ id: 15, description: "Simulation" }, ...(i % 3 ? [] : [{ id: 4, description: "Assessment" }])],
      rcoa: [{ id: 9, description: "General Anaesthesia" }],
    },
    people: Array.from({ length: 1 + (i % 4) }, (_, k) => person(i * 20 + k, k === 0 ? 1 : 3)),
    // 0 to 10 milestones, five on average
    milestones: Array.from({ length: (i * 7) % 11 }, (_, n) => milestone(i, n)),
  };
}

export function syntheticProjects(count: number): Project[] {
  return Array.from({ length: count }, (_, i) => syntheticProject(i));
}
