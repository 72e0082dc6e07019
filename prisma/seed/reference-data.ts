// The reference lists every installation starts with (docs/product.md#readings). Ids are fixed
// because the product and the UI give some of them meaning (status 999 = Completed, role 1 = Lead:
// docs/product.md#business-constants).

export const STATUSES = [
  { id: 1, description: "Proposed" },
  { id: 2, description: "Agreed" },
  { id: 998, description: "Abandoned" },
  { id: 999, description: "Completed" },
];

export const LOOKING_FOR = [
  { id: 10, description: "Core" },
  { id: 20, description: "Higher" },
  { id: 30, description: "Any" },
  { id: 99, description: "Fully subscribed" },
];

export const PROJECT_ROLES = [
  { id: 1, description: "Lead" },
  { id: 2, description: "Co-lead" },
  { id: 3, description: "Contributor" },
  { id: 4, description: "Adviser" },
  { id: 5, description: "Reviewer" },
];

export const MILESTONE_ROLES = [
  { id: 1, description: "Lead" },
  { id: 2, description: "Contributor" },
  { id: 3, description: "Supervisor" },
  { id: 4, description: "Trainee" },
];

// The 14 domains of the RCoA 2021 curriculum for anaesthetics, in curriculum order.
export const RCOA_DOMAINS = [
  "Professional Behaviours and Communication",
  "Management and Professional and Regulatory Requirements",
  "Team Working",
  "Safety and Quality Improvement",
  "Safeguarding",
  "Education and Training",
  "Research and Managing Data",
  "Perioperative Medicine and Health Promotion",
  "General Anaesthesia",
  "Regional Anaesthesia",
  "Resuscitation and Transfer",
  "Procedural Sedation",
  "Pain",
  "Intensive Care",
];

// Education and e-learning themes; admins extend this list in /admin/.
export const EML_DOMAINS = [
  "Simulation",
  "E-learning modules",
  "Assessment",
  "Faculty development",
  "Curriculum design",
  "Quality improvement education",
  "Wellbeing",
  "Human factors",
  "Global health education",
  "Research skills",
];
