import { describe, expect, it } from "vitest";
import { menuFor } from "./menu-items";

const shape = (level: number) =>
  menuFor(level).map((e) => (e.kind === "link" ? e.link.label : `${e.label}: ${e.links.map((l) => l.label).join(", ")}`));

describe("menuFor (docs/product.md#top-navigation)", () => {
  it("hides the menu while the level is unknown", () => expect(shape(-1)).toEqual([]));
  it("offers only Login to anonymous visitors", () => expect(shape(0)).toEqual(["Login"]));
  it("offers projects and a Logout link to quick-access visitors", () =>
    expect(shape(2)).toEqual(["Projects: My Projects, All Projects, Open to join, Overview", "Logout"]));
  it("gives account users a profile menu without Messages below level 5", () =>
    expect(shape(3)).toEqual(["Projects: My Projects, All Projects, Open to join, Overview", "Profile: My Profile, Logout"]));
  it("adds Messages from level 5", () =>
    expect(shape(5)).toEqual(["Projects: My Projects, All Projects, Open to join, Overview", "Profile: My Profile, Messages, Logout"]));
  it("offers editors the import (the Import tab of /admin/) in their profile menu", () => {
    expect(shape(6)).toEqual(["Projects: My Projects, All Projects, Open to join, Overview, People open to projects", "Profile: My Profile, Messages, Import projects, Logout"]);
    const link = menuFor(6).flatMap((e) => (e.kind === "group" ? e.links : [])).find((l) => l.label === "Import projects");
    expect(link).toEqual({ label: "Import projects", href: "/admin/?tab=import", fullPageLoad: true });
  });
  it("adds the level 9 menu for admins, with Admin as a full page load", () => {
    expect(shape(9)).toEqual([
      "Projects: My Projects, All Projects, Open to join, Overview, People open to projects",
      "Profile: My Profile, Messages, Logout",
      "Level 9: Admin, My Share, All Partners, Camera Test",
    ]);
    const admin = menuFor(9).flatMap((e) => (e.kind === "group" ? e.links : [])).find((l) => l.label === "Admin");
    expect(admin?.fullPageLoad).toBe(true);
  });
  it("offers Open to join in Projects at every level from 2 to 9, linked to /opportunities/", () => {
    for (const level of [2, 3, 4, 5, 6, 7, 8, 9]) {
      const projects = menuFor(level).find((e) => e.kind === "group" && e.label === "Projects");
      expect(projects?.kind === "group" && projects.links.find((l) => l.label === "Open to join"), `level ${level}`).toEqual({ label: "Open to join", href: "/opportunities/" });
    }
    for (const level of [-1, 0, 1]) expect(JSON.stringify(menuFor(level))).not.toContain("/opportunities/");
  });
  it("offers People open to projects in Projects from level 6, linked to /people/", () => {
    const links = (level: number) => menuFor(level).flatMap((e) => (e.kind === "group" && e.label === "Projects" ? e.links : []));
    for (const level of [6, 9]) expect(links(level)).toContainEqual({ label: "People open to projects", href: "/people/" });
    for (const level of [2, 3, 5]) expect(JSON.stringify(links(level))).not.toContain("/people/");
  });
  it("adds My Requests to Projects for anyone who has asked to join a milestone", () =>
    expect(menuFor(2, true).map((e) => (e.kind === "group" ? e.links.map((l) => l.label).join(", ") : e.link.label))).toEqual([
      "My Projects, All Projects, Open to join, Overview, My Requests",
      "Logout",
    ]));
});
