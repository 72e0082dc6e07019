// The bench picks its ports the way the rest of the project does.
export { freePort } from "../../scripts/lib/free-port";
