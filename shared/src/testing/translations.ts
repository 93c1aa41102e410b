import type { Language } from '../contracts';
import { placeholdersOf, type CatalogueInfo } from '../messages';

/**
 * Every problem of a catalogue's translations: a missing, extra or empty key, or a text that
 * loses or invents a {placeholder}. Each package's messages test expects [] for its catalogues.
 */
export async function translationProblems(catalogue: CatalogueInfo): Promise<string[]> {
  const problems: string[] = [];
  for (const language of ['hi', 'te'] as const satisfies readonly Language[]) {
    const loader = catalogue.translations[language];
    if (!loader) {
      problems.push(`${language}: no translation`);
      continue;
    }
    const table = (await loader()).default;
    for (const [key, english] of Object.entries(catalogue.en)) {
      const text = table[key];
      if (text === undefined) problems.push(`${language}.${key}: missing`);
      else if (text.trim() === '') problems.push(`${language}.${key}: empty`);
      else if (placeholdersOf(text).join() !== placeholdersOf(english).join())
        problems.push(`${language}.${key}: placeholders differ from English`);
    }
    for (const key of Object.keys(table))
      if (!(key in catalogue.en)) problems.push(`${language}.${key}: not in English`);
  }
  return problems;
}
