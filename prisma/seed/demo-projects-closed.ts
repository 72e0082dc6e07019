import {
  LOOKING as L,
  MILESTONE_ROLE as MR,
  PROJECT_ROLE as PR,
  STATUS as S,
  type DemoProject,
} from "./demo-types";

// Completed and abandoned demo projects, so every status appears in lists and searches.

export const CLOSED_PROJECTS: DemoProject[] = [
  {
    shortDescription: "E-learning module: fascia iliaca block for hip fracture",
    longDescription:
      "An interactive module teaching the anatomy, sonoanatomy and technique of the fascia iliaca block for older patients with hip fracture. It includes video, self-assessment questions and a certificate for the e-portfolio.",
    start: "2023-02-01",
    expectedCompletion: "2024-01-31",
    status: S.completed,
    domains: { eml: ["E-learning modules"], rcoa: ["Regional Anaesthesia", "Perioperative Medicine and Health Promotion"] },
    people: [["lindqvist", PR.lead], ["mehta", PR.contributor], ["osei", PR.reviewer]],
    milestones: [
      {
        description: "Storyboard and script the module with ultrasound video",
        start: "2023-02-01",
        end: "2023-06-30",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["E-learning modules"], rcoa: ["Regional Anaesthesia"] },
        people: [["lindqvist", MR.lead], ["mehta", MR.contributor]],
      },
      {
        description: "Peer review and publication on the learning platform",
        start: "2023-07-01",
        end: "2024-01-31",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["E-learning modules", "Assessment"], rcoa: [] },
        people: [["osei", MR.lead]],
      },
    ],
  },
  {
    shortDescription: "Fatigue and wellbeing awareness for anaesthetic trainees",
    longDescription:
      "Teaching on fatigue, rest facilities and safe travel home after night shifts. The project stopped when a national programme with the same aims was launched, and its survey results were passed on.",
    start: "2023-05-01",
    expectedCompletion: "2024-05-31",
    status: S.abandoned,
    domains: { eml: ["Wellbeing"], rcoa: ["Professional Behaviours and Communication", "Safety and Quality Improvement"] },
    people: [["whitfield", PR.lead], ["nowak", PR.contributor]],
    milestones: [
      {
        description: "Survey trainee fatigue after night shifts",
        start: "2023-05-01",
        end: "2023-10-31",
        status: S.abandoned,
        lookingFor: L.any,
        domains: { eml: ["Wellbeing", "Research skills"], rcoa: [] },
        people: [["whitfield", MR.lead], ["nowak", MR.contributor]],
      },
    ],
  },
  {
    shortDescription: "Transfer medicine e-learning for intensive care trainees",
    longDescription:
      "Short case-based videos on preparing critically ill patients for inter-hospital transfer: equipment checks, communication and the management of deterioration on the road.",
    start: "2023-09-01",
    expectedCompletion: "2024-12-20",
    status: S.completed,
    domains: { eml: ["E-learning modules"], rcoa: ["Resuscitation and Transfer", "Intensive Care"] },
    people: [["osei", PR.lead], ["nowak", PR.contributor]],
    milestones: [
      {
        description: "Film six transfer case videos with the retrieval team",
        start: "2023-09-01",
        end: "2024-04-30",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["E-learning modules"], rcoa: ["Resuscitation and Transfer"] },
        people: [["osei", MR.lead], ["nowak", MR.trainee]],
      },
    ],
  },
  {
    shortDescription: "Case-based discussion library for pain medicine",
    longDescription:
      "A shared library of anonymised chronic and acute pain cases for case-based discussions. It was abandoned after the pilot because the cases could not be anonymised well enough for wide sharing.",
    start: "2023-11-01",
    expectedCompletion: "2024-09-30",
    status: S.abandoned,
    domains: { eml: ["Assessment"], rcoa: ["Pain"] },
    people: [["dubois", PR.lead], ["mehta", PR.contributor]],
    milestones: [],
  },
  {
    shortDescription: "Structured OSCE stations for resuscitation skills assessment",
    longDescription:
      "A bank of objective structured clinical examination stations for adult and paediatric resuscitation, with marking schemes calibrated across examiners.",
    start: "2023-03-01",
    expectedCompletion: "2024-06-30",
    status: S.completed,
    domains: { eml: ["Assessment"], rcoa: ["Resuscitation and Transfer"] },
    people: [["pritchard", PR.lead], ["kelly", PR.contributor]],
    milestones: [
      {
        description: "Write and pilot eight resuscitation OSCE stations",
        start: "2023-03-01",
        end: "2023-12-15",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["Assessment"], rcoa: ["Resuscitation and Transfer"] },
        people: [["pritchard", MR.lead], ["kelly", MR.contributor]],
      },
      {
        description: "Calibrate marking between examiners",
        start: "2024-01-08",
        end: "2024-06-30",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["Assessment", "Faculty development"], rcoa: ["Education and Training"] },
        people: [["pritchard", MR.lead]],
      },
    ],
  },
];
