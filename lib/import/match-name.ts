// Matches a name written in a spreadsheet to an entry of a reference list (status, looking-for,
// domain, role): case and spacing aside it must be the entry's name; otherwise the closest name,
// if one is close enough to be a typing slip, is offered ("Did you mean …").

export type Named = { id: number; description: string };

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** Edit distance (insertions, deletions, substitutions), stopping early past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

export type Match = { item: Named } | { item: null; suggestion: string | null };

export function matchName(text: string, list: Named[]): Match {
  const wanted = normalise(text);
  const exact = list.find((entry) => normalise(entry.description) === wanted);
  if (exact) return { item: exact };
  let suggestion: string | null = null;
  let closest = Math.max(2, Math.floor(wanted.length / 3));
  for (const entry of list) {
    const name = normalise(entry.description);
    // A name that contains what was typed, or is contained in it ("Agreed" for "Agreed project").
    const contains = wanted.length >= 4 && name.length >= 4 && (name.includes(wanted) || wanted.includes(name));
    const d = contains ? 1 : distance(wanted, name, closest);
    if (d <= closest && (suggestion === null || d < closest)) {
      closest = d;
      suggestion = entry.description;
    }
  }
  return { item: null, suggestion };
}
