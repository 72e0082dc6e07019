// Word lists the generator picks from. Fixed lists (never shuffled) keep the data the same on
// every run; the rare word is what the search benchmark looks for.

export const FIRST_NAMES = [
  "Aisha", "Ben", "Catriona", "Daniel", "Elena", "Farid", "Grace", "Hamish", "Ines", "Jonah",
  "Kavya", "Liam", "Maya", "Niall", "Olu", "Priya", "Quentin", "Rosa", "Sanjay", "Tara",
  "Uma", "Victor", "Wen", "Xavier", "Yasmin", "Zoë", "Siobhán", "José", "Renée", "Björn",
];

export const LAST_NAMES = [
  "Adeyemi", "Brennan", "Chowdhury", "Dubois", "Evans", "Fletcher", "Grant", "Holloway", "Iqbal",
  "Jones", "Kelly", "Lindqvist", "MacLeod", "Nowak", "Okafor", "Pritchard", "Quinn", "Raman",
  "Singh", "Thomas", "Usman", "Varga", "Whitfield", "Xu", "Young", "Zielinski", "Álvarez",
  "Marsh", "Osei", "Mehta",
];

/** Common words of project and milestone descriptions. */
export const WORDS = [
  "simulation", "training", "airway", "regional", "block", "ultrasound", "teaching", "course",
  "trainee", "consultant", "faculty", "curriculum", "assessment", "workshop", "e-learning",
  "module", "feedback", "quality", "improvement", "safety", "audit", "research", "pilot",
  "evaluation", "obstetric", "paediatric", "cardiac", "thoracic", "neuro", "vascular", "pain",
  "sedation", "resuscitation", "transfer", "intensive", "care", "perioperative", "medicine",
  "pre-assessment", "handover", "checklist", "human", "factors", "wellbeing", "mentoring",
  "portfolio", "examination", "revision", "journal", "club", "podcast", "video", "library",
  "guideline", "review", "national", "regional", "network", "hospital", "deanery", "school",
  "induction", "bootcamp", "skills", "lab", "scenario", "debrief", "manikin", "checklist",
  "emergency", "difficult", "intubation", "extubation", "ventilation", "monitoring", "fluids",
  "blood", "transfusion", "anaphylaxis", "malignant", "hyperthermia", "local", "anaesthetic",
  "toxicity", "spinal", "epidural", "labour", "caesarean", "day", "surgery", "recovery",
  "nausea", "frailty", "elderly", "sustainability", "theatre", "gases", "climate", "leadership",
];

/** Appears in about one project in two thousand: the text the search benchmark looks for. */
export const RARE_WORD = "capnography";
