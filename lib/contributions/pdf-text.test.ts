import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text";

// What the PDF's standard font can show (docs/decisions/034-contributions-pdf-with-pdfkit.md).

describe("pdfText", () => {
  it("keeps Western European letters and the typographic marks of WinAnsi", () => {
    expect(pdfText("José Álvarez, Zoë Lindqvist, Siobhán Kelly, Renée Dubois – “quoted” €5 · ß")).toBe(
      "José Álvarez, Zoë Lindqvist, Siobhán Kelly, Renée Dubois – “quoted” €5 · ß",
    );
  });

  it("writes other letters as their base letter, and what has none as ?", () => {
    expect(pdfText("Łukasz Żółć, Dvořák, Erdős")).toBe("Lukasz Zólc, Dvorák, Erdos");
    expect(pdfText("日本")).toBe("??");
  });

  it("keeps line breaks and turns tabs and carriage returns into spaces or breaks", () => {
    expect(pdfText("a\tb\r\nc\rd\ne")).toBe("a b\nc\nd\ne");
  });
});
