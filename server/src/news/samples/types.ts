// The shape of the sample news content the development server publishes as feeds
// (../samples.ts renders it). Everything here was written for Nclude as sample content: links point
// at news.example.org, a name reserved for examples (RFC 2606), so no real publisher is implied.
import type { NewsLanguage } from '@nclude/shared/validation';

export type SampleFormat = 'rss' | 'atom' | 'json';

export interface SampleItemImage {
  /** A key of ILLUSTRATIONS (./images.ts): served as /images/{name}.png. */
  name: string;
  /** The feed's description of the picture; left out on purpose on a few items. */
  alt?: string;
}

export interface SampleItem {
  /** The last part of the item's address under its source's home page; also makes its GUID. */
  slug: string;
  /** As a publisher would send it: a few carry markup or an escaped entity on purpose. */
  title: string;
  /** One plain sentence; feeds with a separate summary field carry it there. */
  summary?: string;
  /** The article as HTML, including the promotional lines real feeds carry. */
  body: string;
  authors: readonly string[];
  /** Some of its source's categories. */
  categories: readonly string[];
  /** Hours before the feed's time at which it is dated (0 to 240). */
  ageHours: number;
  image?: SampleItemImage;
}

export interface SampleFeedContent {
  /** Served as /{file} under the sample routes' prefix. */
  file: string;
  /** Says it is sample content, in the feed's language. */
  name: string;
  language: NewsLanguage;
  format: SampleFormat;
  categories: readonly string[];
  description: string;
  /** The sample publisher's home page on news.example.org (ends with "/"). */
  homePage: string;
  /**
   * How items are identified: "link" uses the item's address as its GUID (a permalink), "tag" a
   * tag: URI that is not an address, as real feeds do both.
   */
  guids: 'link' | 'tag';
  items: readonly SampleItem[];
}
