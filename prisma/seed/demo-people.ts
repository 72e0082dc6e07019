// Demo people, sign-in accounts and partner organisations. The project data names people by
// their key here. Some names carry accents on purpose: search must find "Siobhán" by "siobhan".

export type DemoPerson = { firstName: string; lastName: string; email: string };

export const DEMO_PEOPLE = {
  // Staff accounts of the directory itself
  admin: { firstName: "Margaret", lastName: "Holloway", email: "admin@example.org" },
  editor: { firstName: "Owen", lastName: "Fletcher", email: "editor@example.org" },
  // Example Teaching Hospital
  lead: { firstName: "Priya", lastName: "Raman", email: "lead@example-hospital.org" },
  member: { firstName: "Tom", lastName: "Okafor", email: "member@example-hospital.org" },
  kelly: { firstName: "Siobhán", lastName: "Kelly", email: "s.kelly@example-hospital.org" },
  whitfield: { firstName: "James", lastName: "Whitfield", email: "j.whitfield@example-hospital.org" },
  bello: { firstName: "Aisha", lastName: "Bello", email: "a.bello@example-hospital.org" },
  // Northern School of Anaesthesia
  marsh: { firstName: "Helen", lastName: "Marsh", email: "h.marsh@northern-school.example" },
  pritchard: { firstName: "Rhys", lastName: "Pritchard", email: "r.pritchard@northern-school.example" },
  lindqvist: { firstName: "Zoë", lastName: "Lindqvist", email: "z.lindqvist@northern-school.example" },
  osei: { firstName: "Daniel", lastName: "Osei", email: "d.osei@northern-school.example" },
  macleod: { firstName: "Catriona", lastName: "MacLeod", email: "c.macleod@northern-school.example" },
  // Colleagues from organisations that are not partners
  alvarez: { firstName: "José", lastName: "Álvarez", email: "j.alvarez@city-university.example" },
  brennan: { firstName: "Chloe", lastName: "Brennan", email: "c.brennan@city-university.example" },
  grant: { firstName: "Fiona", lastName: "Grant", email: "f.grant@coastal-health.example" },
  dubois: { firstName: "Renée", lastName: "Dubois", email: "r.dubois@coastal-health.example" },
  mehta: { firstName: "Arjun", lastName: "Mehta", email: "a.mehta@westfield-trust.example" },
  nowak: { firstName: "Laura", lastName: "Nowak", email: "l.nowak@westfield-trust.example" },
} satisfies Record<string, DemoPerson>;

export type PersonKey = keyof typeof DEMO_PEOPLE;

// Levels: 9 admin, 6 editor (edits everything), 3 account user (edits where they lead).
// Each account shares its person's email, which is how accounts and people are linked.
export const DEMO_ACCOUNTS: { username: string; person: PersonKey; level: number }[] = [
  { username: "admin", person: "admin", level: 9 },
  { username: "editor", person: "editor", level: 6 },
  { username: "lead", person: "lead", level: 3 },
  { username: "member", person: "member", level: 3 },
];

export const DEMO_ORGANISATIONS = [
  { name: "Example Teaching Hospital", domains: ["example-hospital.org"] },
  { name: "Northern School of Anaesthesia", domains: ["northern-school.example"] },
];
