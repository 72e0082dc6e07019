// Django's UserAttributeSimilarityValidator (max_similarity 0.7), including its guard that
// skips attributes far shorter than the password, with Python's SequenceMatcher.quick_ratio:
// 2 × (characters the two strings share, counted with multiplicity) / (total length).

const MAX_SIMILARITY = 0.7;

function characters(value: string): string[] {
  return [...value];
}

export function quickRatio(a: string, b: string): number {
  const left = characters(a);
  const right = characters(b);
  const total = left.length + right.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const c of right) available.set(c, (available.get(c) ?? 0) + 1);
  let matches = 0;
  for (const c of left) {
    const count = available.get(c) ?? 0;
    if (count > 0) {
      matches++;
      available.set(c, count - 1);
    }
  }
  return (2 * matches) / total;
}

function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const passwordLength = characters(password).length;
  const valueLength = characters(value).length;
  return passwordLength >= 10 * valueLength && valueLength < (MAX_SIMILARITY / 2) * passwordLength;
}

/** True when the password is too similar to the value or to any word of it. */
export function isTooSimilar(password: string, value: string): boolean {
  const passwordLower = password.toLowerCase();
  const valueLower = value.toLowerCase();
  // Python's re.split(r"\W+") keeps letters, digits and underscore together.
  const parts = [...valueLower.split(/[^\p{L}\p{N}_]+/u), valueLower];
  return parts.some(
    (part) => !exceedsMaximumLengthRatio(passwordLower, part) && quickRatio(passwordLower, part) >= MAX_SIMILARITY,
  );
}
