import {
  LOOKING as L,
  MILESTONE_ROLE as MR,
  PROJECT_ROLE as PR,
  STATUS as S,
  type DemoProject,
} from "./demo-types";

// The two proposed and agreed demo projects the `lead` account leads (and no other).

export const LEAD_PROJECTS: DemoProject[] = [
  {
    shortDescription: "Simulation training for can't intubate, can't oxygenate (CICO) emergencies",
    longDescription:
      "A regional programme of high-fidelity simulation for the CICO emergency. Trainees rehearse the front-of-neck access pathway with a structured debrief. Confidence and skill retention are measured at six months.",
    start: "2024-09-01",
    expectedCompletion: "2026-03-31",
    status: S.agreed,
    domains: { eml: ["Simulation", "Human factors"], rcoa: ["General Anaesthesia", "Safety and Quality Improvement"] },
    people: [["lead", PR.lead], ["marsh", PR.coLead], ["member", PR.contributor]],
    milestones: [
      {
        description: "Write CICO scenario scripts, faculty notes and debrief guides",
        start: "2024-09-01",
        end: "2025-01-31",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["Simulation", "Curriculum design"], rcoa: ["General Anaesthesia"] },
        people: [["lead", MR.lead], ["pritchard", MR.contributor]],
      },
      {
        description: "Run pilot simulation sessions with core trainees at two sites",
        start: "2025-03-01",
        end: "2025-09-30",
        status: S.agreed,
        lookingFor: L.core,
        domains: { eml: ["Simulation"], rcoa: ["General Anaesthesia", "Team Working"] },
        people: [["marsh", MR.lead], ["member", MR.contributor]],
      },
      {
        description: "Evaluate confidence and skill retention six months after training",
        start: "2025-11-01",
        end: "2026-03-31",
        status: S.proposed,
        lookingFor: L.any,
        domains: { eml: ["Assessment", "Research skills"], rcoa: ["Research and Managing Data"] },
        people: [],
      },
    ],
  },
  {
    shortDescription: "Perioperative medicine clinic teaching for higher trainees",
    longDescription:
      "Structured teaching in the pre-assessment clinic for higher trainees, built around shared decision-making and risk assessment. Each session pairs a trainee with a consultant supervisor and ends with a case-based discussion.",
    start: "2025-10-01",
    status: S.proposed,
    domains: { eml: ["Curriculum design"], rcoa: ["Perioperative Medicine and Health Promotion", "Professional Behaviours and Communication"] },
    people: [["lead", PR.lead], ["bello", PR.contributor], ["pritchard", PR.adviser]],
    milestones: [
      {
        description: "Map clinic learning outcomes to the 2021 anaesthetics curriculum",
        start: "2025-10-01",
        end: "2026-01-31",
        status: S.agreed,
        lookingFor: L.higher,
        domains: { eml: ["Curriculum design"], rcoa: ["Perioperative Medicine and Health Promotion"] },
        people: [["lead", MR.lead], ["bello", MR.contributor]],
      },
      {
        description: "Pilot supervised pre-assessment clinic sessions",
        start: "2026-02-01",
        end: "2026-07-31",
        status: S.proposed,
        lookingFor: L.higher,
        domains: { eml: ["Assessment"], rcoa: ["Perioperative Medicine and Health Promotion"] },
        people: [["bello", MR.supervisor]],
      },
    ],
  },
];
