// Word error rate: how far a transcript is from what was said, the usual measure of speech
// recognisers (substituted + deleted + inserted words, over the words said). Used by the engine
// tests and the captions bench.

/**
 * The words of `text` as compared: lower case, punctuation dropped (an apostrophe inside a word
 * stays: "don't"), any script (Devanagari and Telugu vowel signs are marks, kept with their letter).
 */
export function normalisedWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ')
    .split(' ')
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
}

/**
 * Levenshtein distance over normalised words divided by the reference's word count. 0 is a perfect
 * transcript; it can exceed 1 when the hypothesis adds many words. An empty reference gives 0 for
 * an empty hypothesis and 1 otherwise.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const said = normalisedWords(reference);
  const heard = normalisedWords(hypothesis);
  if (said.length === 0) return heard.length === 0 ? 0 : 1;
  // One row of the edit-distance table at a time: `previous[j]` is the distance between the
  // first i-1 words said and the first j words heard.
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= said.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution = previous[j - 1]! + (said[i - 1] === heard[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
    }
    previous = current;
  }
  return previous[heard.length]! / said.length;
}
