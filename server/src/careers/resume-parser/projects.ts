// Projects: a name, what it was built with, and its details.
import type { ResumeProject } from '@nclude/shared/api-schemas';
import { findPeriod, withoutPeriod } from './dates';
import { headerish } from './experience';
import { tidyItem, wordCount } from './text';
import type { Line } from './types';

function projectHead(text: string): { name: string; detail: string } {
  let t = text.replace(/^(?:project(?:\s*(?:title|name))?|title)\s*[:：-]\s*/i, '');
  const found = findPeriod(t);
  if (found) t = withoutPeriod(t, found);
  const split = /^(.{3,80}?)(?:\s+[–—-]\s+|\s*[|:：]\s+)(.+)$/u.exec(t);
  let name = split ? split[1]! : t;
  let detail = split ? split[2]! : '';
  const tech = /^(.*\S)\s*\(([^()]+)\)$/.exec(name);
  if (tech && wordCount(tech[1]!) >= 1) {
    name = tech[1]!;
    detail = detail ? `${tech[2]!}: ${detail}` : tech[2]!;
  }
  return { name: tidyItem(name), detail: detail.trim() };
}

export function parseProjects(lines: readonly Line[]): ResumeProject[] {
  const projects: ResumeProject[] = [];
  let current: ResumeProject | null = null;
  const hasHeads = lines.some((l) => l.kind !== 'item' && headerish(l));
  for (const line of lines) {
    const head =
      line.kind === 'item'
        ? !hasHeads && (line.level === 0 || line.parent)
        : headerish(line) || (wordCount(line.text) <= 20 && /^[^.]{3,60}[:：]\s/.test(line.text));
    if (head) {
      const { name, detail } = projectHead(line.text);
      if (!name) continue;
      current = { name, details: detail ? [detail] : [] };
      projects.push(current);
    } else if (current) {
      current.details.push(line.text);
    }
  }
  return projects;
}
