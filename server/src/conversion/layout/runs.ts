// Text runs of segments and lines: read as text, appended to, and the lines of one paragraph
// joined into its runs.
import type { Run } from '../model';

export function segmentText(segment: { runs: Run[] }): string {
  return segment.runs.map((r) => r.text).join('');
}

export function appendRun(runs: Run[], text: string, href?: string): void {
  const last = runs[runs.length - 1];
  if (last && last.href === href) last.text += text;
  else runs.push(href ? { text, href } : { text });
}

/** Lines of one paragraph joined: hyphenated words rejoined, other lines with a space. */
export function joinLines(lines: { runs: Run[] }[]): Run[] {
  const runs: Run[] = [];
  for (const line of lines) {
    if (line.runs.length === 0) continue;
    const last = runs[runs.length - 1];
    const first = line.runs[0]!;
    if (last) {
      if (/\p{L}[-\u00AD]$/u.test(last.text) && /^\p{Ll}/u.test(first.text)) {
        last.text = last.text.slice(0, -1);
      } else if (last.text.endsWith('\u00AD')) {
        last.text = last.text.slice(0, -1);
      } else {
        last.text += ' ';
      }
    }
    for (const run of line.runs) appendRun(runs, run.text, run.href);
  }
  return runs;
}
