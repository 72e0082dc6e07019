/** The look of a menu-bar button, shared by the plain button and the Radix trigger replacing it. */
export const TRIGGER_CLASS =
  "rounded px-3 py-2 font-medium text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white data-[state=open]:bg-white/15";
