import { t } from '../messages';
import { KNOWN_AREAS } from './known-areas';

/** A readable name for the area at a route pattern, for pages shown when its remote cannot be. */
export function areaTitleFor(path: string): string {
  const area = KNOWN_AREAS.find((candidate) => candidate.path === path);
  return area ? t(area.titleKey) : t('titlePageUnavailable');
}
