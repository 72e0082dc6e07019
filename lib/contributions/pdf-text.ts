// The PDF is set in the standard Helvetica, which every PDF reader has, so no font file ships or
// embeds (docs/decisions/034-contributions-pdf-with-pdfkit.md). Its encoding (WinAnsi) holds the
// Western European letters; any other character is written as its base letter where it has one
// (ł → l, ő → o), else "?", rather than as a blank the reader cannot copy.

const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const BASE_LETTERS: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ħ: "h", Ħ: "H", ı: "i", ŀ: "l", Ŀ: "L" };

function inWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a || WIN_ANSI_EXTRA.has(char);
}

function fallback(char: string): string {
  if (BASE_LETTERS[char]) return BASE_LETTERS[char];
  const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return base && [...base].every(inWinAnsi) ? base : "?";
}

/** `text` in characters Helvetica can show: tabs and carriage returns as spaces. */
export function pdfText(text: string): string {
  return [...text.replace(/\r\n?/g, "\n").replace(/\t/g, " ")].map((c) => (inWinAnsi(c) ? c : fallback(c))).join("");
}
