// An item's picture: Media RSS, enclosures, attachments and the body's first <img> as candidates,
// the first usable one kept, with a description when any of its copies has one.
import type { MediaNs } from 'feedsmith';
import { decodeHTML } from 'entities';
import { absolute, plain } from './fields';
import { ALT_MAX, type FeedImage } from './model';

export interface ImageCandidate {
  url: string | undefined;
  alt?: string | undefined;
}

const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)/i;

function isImageMedia(content: MediaNs.Content): boolean {
  if (content.medium) return content.medium.toLowerCase() === 'image';
  if (content.type) return content.type.toLowerCase().startsWith('image/');
  return IMAGE_FILE.test(content.url ?? '');
}

/** Media RSS images: media:content (alone or in groups) first, then thumbnails. */
export function mediaImages(media: MediaNs.ItemOrFeed | undefined): ImageCandidate[] {
  if (!media) return [];
  const itemAlt = media.description?.value ?? media.title?.value;
  const contents = [
    ...(media.contents ?? []),
    ...(media.groups ?? []).flatMap((g) => g.contents ?? []),
  ];
  const candidates: ImageCandidate[] = [];
  for (const content of contents) {
    if (!isImageMedia(content)) continue;
    candidates.push({
      url: content.url,
      alt: content.description?.value ?? content.title?.value ?? itemAlt,
    });
  }
  const thumbnails = [...(media.thumbnails ?? []), ...contents.flatMap((c) => c.thumbnails ?? [])];
  for (const thumbnail of thumbnails) candidates.push({ url: thumbnail.url, alt: itemAlt });
  return candidates;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const ATTRIBUTE = /([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** The first real <img> of a body (lazy-loaded ones by their data-src; 1×1 pixels skipped). */
export function bodyImage(html: string): ImageCandidate | null {
  if (!/<img/i.test(html)) return null;
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const attributes: Record<string, string> = {};
    for (const [, name, a, b, c] of tag.matchAll(ATTRIBUTE)) {
      attributes[name!.toLowerCase()] = decodeHTML(a ?? b ?? c ?? '');
    }
    if (attributes.width === '1' || attributes.height === '1') continue;
    let src = attributes.src ?? '';
    if (!src || src.startsWith('data:'))
      src =
        attributes['data-src'] ?? attributes['data-lazy-src'] ?? attributes['data-original'] ?? '';
    if (src) return { url: src, alt: attributes.alt };
  }
  return null;
}

export function pickImage(
  candidates: (ImageCandidate | null)[],
  base: string | null,
): FeedImage | null {
  const resolved = candidates.flatMap((candidate) => {
    const url = candidate && absolute(candidate.url, base);
    return url ? [{ url, alt: plain(candidate.alt, ALT_MAX) || null }] : [];
  });
  const first = resolved[0];
  if (!first) return null;
  // JSON Feed's image has no alt text: the same picture in the body may carry one.
  const described = first.alt
    ? first
    : resolved.find((candidate) => candidate.url === first.url && candidate.alt);
  return { url: first.url, alt: described?.alt ?? null };
}
