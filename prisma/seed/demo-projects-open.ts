import {
  LOOKING as L,
  MILESTONE_ROLE as MR,
  PROJECT_ROLE as PR,
  STATUS as S,
  type DemoProject,
} from "./demo-types";
import { LEAD_PROJECTS } from "./demo-projects-lead";

// Proposed and agreed demo projects: the `lead` account's two first, then others it does not lead.

export const OPEN_PROJECTS: DemoProject[] = [
  ...LEAD_PROJECTS,
  {
    shortDescription: "Paediatric anaesthesia emergencies: a simulation faculty course",
    longDescription:
      "A course that prepares consultants and senior trainees to teach paediatric emergencies with simulation. It covers scenario design, debriefing of small teams and the human factors of rare events.",
    start: "2026-02-01",
    status: S.proposed,
    domains: { eml: ["Faculty development", "Simulation"], rcoa: ["Education and Training", "Resuscitation and Transfer"] },
    people: [["macleod", PR.lead], ["grant", PR.adviser]],
    milestones: [
      {
        description: "Scope the course and recruit a faculty of six",
        start: "2026-02-01",
        end: "2026-06-30",
        status: S.proposed,
        lookingFor: L.higher,
        domains: { eml: ["Faculty development"], rcoa: ["Education and Training"] },
        people: [["macleod", MR.lead]],
      },
    ],
  },
  {
    shortDescription: "Research skills workshops: from clinical question to study protocol",
    longDescription:
      "A series of half-day workshops taking trainees from a clinical question to a protocol ready for ethics review. Sessions cover literature searching, study design, data management and statistics.",
    start: "2024-01-15",
    expectedCompletion: "2025-12-31",
    status: S.agreed,
    domains: { eml: ["Research skills"], rcoa: ["Research and Managing Data"] },
    people: [["brennan", PR.lead], ["alvarez", PR.coLead], ["osei", PR.contributor]],
    milestones: [
      {
        description: "Deliver workshop 1: framing a research question",
        start: "2024-03-01",
        end: "2024-03-31",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["Research skills"], rcoa: ["Research and Managing Data"] },
        people: [["brennan", MR.lead], ["osei", MR.trainee]],
      },
      {
        description: "Deliver workshop 2: data management, governance and ethics",
        start: "2024-10-01",
        end: "2024-10-31",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["Research skills"], rcoa: ["Research and Managing Data", "Management and Professional and Regulatory Requirements"] },
        people: [["alvarez", MR.lead]],
      },
      {
        description: "Publish the workshop materials as an open e-learning resource",
        start: "2025-01-01",
        end: "2025-12-31",
        status: S.agreed,
        lookingFor: L.any,
        domains: { eml: ["E-learning modules"], rcoa: [] },
        people: [["alvarez", MR.lead]],
      },
    ],
  },
  {
    shortDescription: "Competency framework for procedural sedation by non-anaesthetists",
    longDescription:
      "A framework of competencies and workplace assessments for clinicians outside anaesthesia who deliver procedural sedation. It is written with emergency medicine and endoscopy colleagues and aligned with national guidance.",
    start: "2025-01-06",
    expectedCompletion: "2026-12-31",
    status: S.agreed,
    domains: { eml: ["Assessment", "Curriculum design"], rcoa: ["Procedural Sedation", "Safety and Quality Improvement"] },
    people: [["editor", PR.lead], ["grant", PR.contributor], ["member", PR.reviewer]],
    milestones: [
      {
        description: "Draft the competency framework and its assessment tools",
        start: "2025-01-06",
        end: "2025-08-29",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["Assessment"], rcoa: ["Procedural Sedation"] },
        people: [["grant", MR.lead], ["member", MR.contributor]],
      },
      {
        description: "Validate the framework with emergency department faculty",
        start: "2025-09-01",
        end: "2026-06-30",
        status: S.agreed,
        lookingFor: L.any,
        domains: { eml: ["Faculty development"], rcoa: ["Procedural Sedation", "Team Working"] },
        people: [["grant", MR.lead]],
      },
    ],
  },
  {
    shortDescription: "Handover quality in obstetric anaesthesia: a teaching improvement project",
    longDescription:
      "Teaching a structured handover for the labour ward, measured by audit before and after. Midwives and obstetricians join the sessions so that the whole team uses the same format.",
    start: "2026-04-01",
    status: S.proposed,
    domains: { eml: ["Quality improvement education"], rcoa: ["Safety and Quality Improvement", "Team Working"] },
    people: [["kelly", PR.lead], ["marsh", PR.contributor]],
    milestones: [
      {
        description: "Baseline audit of handover quality on the labour ward",
        start: "2026-04-01",
        end: "2026-07-31",
        status: S.proposed,
        lookingFor: L.any,
        domains: { eml: ["Quality improvement education"], rcoa: ["Safety and Quality Improvement"] },
        people: [["kelly", MR.lead]],
      },
    ],
  },
  {
    shortDescription: "Faculty development programme for new educational supervisors",
    longDescription:
      "An induction and peer-support programme for consultants taking on educational supervision. It covers feedback conversations, the trainee in difficulty and the use of the e-portfolio.",
    start: "2024-06-01",
    expectedCompletion: "2026-06-30",
    status: S.agreed,
    domains: { eml: ["Faculty development", "Wellbeing"], rcoa: ["Education and Training", "Professional Behaviours and Communication"] },
    people: [["marsh", PR.lead], ["admin", PR.adviser], ["whitfield", PR.contributor]],
    milestones: [
      {
        description: "Run an introductory workshop for new supervisors",
        start: "2024-06-01",
        end: "2024-09-30",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["Faculty development"], rcoa: ["Education and Training"] },
        people: [["marsh", MR.lead], ["whitfield", MR.contributor]],
      },
      {
        description: "Set up peer observation of teaching between departments",
        start: "2025-01-01",
        end: "2026-06-30",
        status: S.agreed,
        lookingFor: L.higher,
        domains: { eml: ["Faculty development"], rcoa: ["Education and Training", "Team Working"] },
        people: [["whitfield", MR.lead]],
      },
    ],
  },
  {
    shortDescription: "Global health education: an anaesthesia training partnership",
    longDescription:
      "A partnership with an overseas teaching hospital to co-design short courses in safe anaesthesia and obstetric emergencies. Trainees from both sides teach together, in person and online.",
    start: "2026-09-01",
    status: S.proposed,
    domains: { eml: ["Global health education"], rcoa: ["General Anaesthesia", "Education and Training"] },
    people: [["alvarez", PR.lead], ["macleod", PR.coLead], ["bello", PR.contributor]],
    milestones: [
      {
        description: "Needs assessment with the partner hospital",
        start: "2026-09-01",
        end: "2027-03-31",
        status: S.proposed,
        lookingFor: L.any,
        domains: { eml: ["Global health education"], rcoa: [] },
        people: [["alvarez", MR.lead], ["bello", MR.trainee]],
      },
    ],
  },
  {
    shortDescription: "Human factors in the anaesthetic room: video-based debriefing",
    longDescription:
      "Consented video recordings of real inductions are used to debrief teams on communication and task management. The project also writes the governance needed to store and review the recordings safely.",
    start: "2025-05-01",
    expectedCompletion: "2027-03-31",
    status: S.agreed,
    domains: { eml: ["Human factors"], rcoa: ["Team Working", "Safety and Quality Improvement", "General Anaesthesia"] },
    people: [["editor", PR.lead], ["whitfield", PR.coLead], ["lindqvist", PR.contributor]],
    milestones: [
      {
        description: "Agree consent, storage and review governance for recordings",
        start: "2025-05-01",
        end: "2025-12-31",
        status: S.completed,
        lookingFor: L.full,
        domains: { eml: ["Human factors"], rcoa: ["Management and Professional and Regulatory Requirements"] },
        people: [["whitfield", MR.lead]],
      },
      {
        description: "Pilot video debriefs with theatre teams",
        start: "2026-01-05",
        end: "2027-03-31",
        status: S.agreed,
        lookingFor: L.core,
        domains: { eml: ["Human factors", "Simulation"], rcoa: ["Team Working"] },
        people: [["lindqvist", MR.lead], ["whitfield", MR.supervisor]],
      },
    ],
  },
];
