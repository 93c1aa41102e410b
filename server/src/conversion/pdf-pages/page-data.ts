// The plain records a PDF page is read into: text pieces, ruling lines, bullet marks, images,
// links and the structure tree.
import type { LegacyScript } from '../scripts';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One text item as pdf.js gives it, in PDF user space (y grows upwards). */
export interface TextPiece {
  text: string;
  /** Left edge and baseline. */
  x: number;
  y: number;
  width: number;
  size: number;
  font: string;
  bold: boolean;
  /** The marked-content id (`p12R_mc3`) the piece is in, for tagged PDFs. */
  contentId: string | null;
  href?: string;
}

export interface PageImage extends Box {
  /** PNG written into the work folder; absent when the image could not be decoded. */
  file?: string;
  pixelWidth: number;
  pixelHeight: number;
  /** Marked-content id of the image in tagged PDFs (`p12R_mc7`). */
  contentId: string | null;
}

export interface StructNode {
  role?: string;
  alt?: string;
  lang?: string;
  children?: (StructNode | StructContent)[];
}

export interface StructContent {
  type: 'content' | 'object' | 'annotation';
  id: string;
}

export interface PageData {
  number: number;
  width: number;
  height: number;
  pieces: TextPiece[];
  /** Thin filled or stroked rectangles: table borders and rules. */
  rules: Box[];
  /** Small filled shapes about a letter's size: drawn list bullets. */
  marks: Box[];
  images: PageImage[];
  links: { box: Box; url: string; id: string }[];
  struct: StructNode | null;
  /**
   * Letters set in a legacy Hindi or Telugu font (Devanagari or Telugu drawn under Latin codes):
   * the text layer holds the codes, only the page image the letters.
   */
  legacyChars?: Record<LegacyScript, number>;
}
