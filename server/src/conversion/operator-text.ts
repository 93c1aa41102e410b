// A page's text items read from its operator list, the same items pdf.js's `getTextContent`
// would give. The converter needs the operator list anyway (rules, bullets, images), and asking
// pdf.js for the text as well parses the page's content a second time: measured on a 92-page
// text PDF, the two calls together run at 65 % of the speed of the text call alone, before any
// of the converter's own work. The glyphs in the operator list carry their Unicode text and
// widths, so the text state (Tm, Td, TL, Tc, Tw, Tz, Ts, cm, q/Q, forms) is followed here and the
// glyphs are grouped into items by pdf.js's own rules: a new item on a change of font or size, a
// jump back or a new line; a gap between 0.102 and 0.6 em is a space inside the item, a wider one
// a separate " " item (the converter's cell detection relies on those).
//
// What this does not follow returns null, and the page is read with `getTextContent`: vertical
// fonts, Type 3 fonts (their glyph boxes set the item height) and right-to-left letters (pdf.js
// reorders them), and fonts the operator list names but pdf.js did not hand over.

import type { OPS as PdfjsOps } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Ops = typeof PdfjsOps;
type Matrix = number[];

/** What the text grouping needs of a font. */
export interface OperatorFont {
  name: string;
  vertical: boolean;
  type3: boolean;
  fontMatrix: ArrayLike<number>;
}

export interface OperatorTextItem {
  str: string;
  width: number;
  height: number;
  transform: Matrix;
  fontName: string;
}

export type OperatorTextEntry =
  | OperatorTextItem
  | { type: 'beginMarkedContent' | 'beginMarkedContentProps'; id: string | null }
  | { type: 'endMarkedContent' };

interface Glyph {
  unicode: string;
  width: number;
  originalCharCode: number;
}

interface TextState {
  ctm: Matrix;
  fontSize: number;
  loadedName: string | null;
  font: OperatorFont | null;
  textMatrix: Matrix;
  textLineMatrix: Matrix;
  charSpacing: number;
  wordSpacing: number;
  leading: number;
  textHScale: number;
  textRise: number;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function cloneState(s: TextState): TextState {
  return { ...s, textMatrix: s.textMatrix.slice(), textLineMatrix: s.textLineMatrix.slice() };
}

function multiply(m: ArrayLike<number>, n: ArrayLike<number>): Matrix {
  return [
    m[0]! * n[0]! + m[2]! * n[1]!,
    m[1]! * n[0]! + m[3]! * n[1]!,
    m[0]! * n[2]! + m[2]! * n[3]!,
    m[1]! * n[2]! + m[3]! * n[3]!,
    m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
    m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
  ];
}

function translate(m: Matrix, x: number, y: number): void {
  m[4] = m[0]! * x + m[2]! * y + m[4]!;
  m[5] = m[1]! * x + m[3]! * y + m[5]!;
}

// pdf.js's factors, in ems of the font size.
const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

// pdf.js's character classes: whitespace is skipped (it only moves the pen), zero-width
// diacritics take no room, invisible format marks are dropped.
const SPECIAL_CHAR = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
interface Category {
  whitespace: boolean;
  diacritic: boolean;
  invisible: boolean;
}
const categories = new Map<string, Category>();
function categoryOf(unicode: string): Category {
  let found = categories.get(unicode);
  if (!found) {
    const groups = SPECIAL_CHAR.exec(unicode);
    found = { whitespace: !!groups?.[1], diacritic: !!groups?.[2], invisible: !!groups?.[3] };
    categories.set(unicode, found);
  }
  return found;
}

/** Letters pdf.js's bidi pass would reorder: Hebrew, Arabic, Syriac, Thaana, N'Ko and beyond. */
const RIGHT_TO_LEFT = /[\u0590-\u08ac]/;

/** One content stream's grouping (the page's, or a form's: each starts its own items). */
class StreamText {
  state: TextState;
  readonly saved: TextState[] = [];
  private current: TextState | null = null;
  private readonly lastChars = [' ', ' '];
  private lastCharsAt = 0;
  // The item being built, as pdf.js keeps it.
  private initialized = false;
  private str: string[] = [];
  private totalWidth = 0;
  private width = 0;
  private height = 0;
  private prevTransform: Matrix | null = null;
  private prevShared = false;
  private readonly scratch: Matrix = [0, 0, 0, 0, 0, 0];
  private prevTextRise = 0;
  private textAdvanceScale = 0;
  private spaceInFlowMin = 0;
  private spaceInFlowMax = 0;
  private trackingSpaceMin = Infinity;
  private negativeSpaceMax = -Infinity;
  private notASpace = -Infinity;
  private transform: Matrix | null = null;
  private fontName: string | null = null;

  constructor(
    state: TextState,
    private readonly out: OperatorTextEntry[],
    private readonly view: ArrayLike<number>,
    private readonly normalize: (text: string) => string,
  ) {
    this.state = state;
  }

  private saveLastChar(char: string): boolean {
    const next = (this.lastCharsAt + 1) % 2;
    const spaceAfterWord = this.lastChars[this.lastCharsAt] !== ' ' && this.lastChars[next] === ' ';
    this.lastChars[this.lastCharsAt] = char;
    this.lastCharsAt = next;
    return spaceAfterWord;
  }

  private shouldAddWhitespace(): boolean {
    return (
      this.lastChars[this.lastCharsAt] !== ' ' && this.lastChars[(this.lastCharsAt + 1) % 2] === ' '
    );
  }

  private resetLastChars(): void {
    this.lastChars[0] = this.lastChars[1] = ' ';
    this.lastCharsAt = 0;
  }

  /**
   * The glyph space to page matrix now (ctm × Tm × [size·Tz 0 0 size 0 rise]), written into
   * `into`: worked out for every glyph, so without the two products' arrays.
   */
  private textTransformInto(into: Matrix): Matrix {
    const { ctm: c, textMatrix: m, fontSize, textHScale, textRise } = this.state;
    const h = fontSize * textHScale;
    const a = m[0]! * h;
    const b = m[1]! * h;
    const cc = m[2]! * fontSize;
    const d = m[3]! * fontSize;
    const e = m[2]! * textRise + m[4]!;
    const f = m[3]! * textRise + m[5]!;
    into[0] = c[0]! * a + c[2]! * b;
    into[1] = c[1]! * a + c[3]! * b;
    into[2] = c[0]! * cc + c[2]! * d;
    into[3] = c[1]! * cc + c[3]! * d;
    into[4] = c[0]! * e + c[2]! * f + c[4]!;
    into[5] = c[1]! * e + c[3]! * f + c[5]!;
    return into;
  }

  private textTransform(): Matrix {
    return this.textTransformInto([0, 0, 0, 0, 0, 0]);
  }

  private pushWhitespace(width: number, transform = this.prevTransform): void {
    if (transform === this.prevTransform) this.prevShared = true;
    this.out.push({
      str: ' ',
      width,
      height: 0,
      transform: transform ?? this.textTransform(),
      fontName: this.fontName ?? '',
    });
  }

  private ensureItem(): void {
    if (this.initialized) return;
    const s = this.state;
    this.fontName = s.loadedName;
    const trm = (this.transform = this.textTransform());
    this.width = this.totalWidth = 0;
    this.height = Math.hypot(trm[2]!, trm[3]!);
    this.textAdvanceScale =
      Math.hypot(s.ctm[0]!, s.ctm[1]!) * Math.hypot(s.textLineMatrix[0]!, s.textLineMatrix[1]!);
    this.trackingSpaceMin = s.fontSize * TRACKING_SPACE_FACTOR;
    this.notASpace = s.fontSize * NOT_A_SPACE_FACTOR;
    this.negativeSpaceMax = s.fontSize * NEGATIVE_SPACE_FACTOR;
    this.spaceInFlowMin = s.fontSize * SPACE_IN_FLOW_MIN_FACTOR;
    this.spaceInFlowMax = s.fontSize * SPACE_IN_FLOW_MAX_FACTOR;
    this.initialized = true;
  }

  updateAdvanceScale(): void {
    if (!this.initialized) return;
    const s = this.state;
    const scale =
      Math.hypot(s.ctm[0]!, s.ctm[1]!) * Math.hypot(s.textLineMatrix[0]!, s.textLineMatrix[1]!);
    if (scale === this.textAdvanceScale) return;
    this.totalWidth += this.width * this.textAdvanceScale;
    this.width = 0;
    this.textAdvanceScale = scale;
  }

  flush(): void {
    if (!this.initialized) return;
    this.totalWidth += this.width * this.textAdvanceScale;
    this.out.push({
      str: this.normalize(this.str.join('')),
      width: Math.abs(this.totalWidth),
      height: Math.abs(this.height),
      transform: this.transform!,
      fontName: this.fontName ?? '',
    });
    this.initialized = false;
    this.str.length = 0;
  }

  private appendEOL(): void {
    this.resetLastChars();
    if (this.initialized) this.flush();
  }

  /** pdf.js's `addFakeSpaces`: false when the gap is a space inside the item. */
  private addFakeSpaces(width: number, orientation: number): boolean {
    if (orientation * this.spaceInFlowMin <= width && width <= orientation * this.spaceInFlowMax) {
      if (this.initialized) {
        this.resetLastChars();
        this.str.push(' ');
      }
      return false;
    }
    const transform = this.prevTransform;
    this.flush();
    this.resetLastChars();
    this.pushWhitespace(Math.abs(width), transform);
    return true;
  }

  /** pdf.js's `compareWithLastPosition` for horizontal text: false when off the page. */
  private compareWithLastPosition(glyphWidth: number): boolean {
    const current = this.textTransformInto(this.scratch);
    let posX = current[4]!;
    let posY = current[5]!;
    const v = this.view;
    if (posX + glyphWidth < v[0]! || posX > v[2]! || posY < v[1]! || posY > v[3]!) return false;
    const prev = this.prevTransform;
    if (!prev) return true;
    let lastX = prev[4]!;
    let lastY = prev[5]!;
    if (lastX === posX && lastY === posY) return true;
    let rotate = -1;
    if (current[0] && current[1] === 0 && current[2] === 0) rotate = current[0] > 0 ? 0 : 180;
    else if (current[1] && current[0] === 0 && current[3] === 0) rotate = current[1] > 0 ? 90 : 270;
    switch (rotate) {
      case 0:
        break;
      case 90:
        [posX, posY] = [posY, posX];
        [lastX, lastY] = [lastY, lastX];
        break;
      case 180:
        [posX, posY, lastX, lastY] = [-posX, -posY, -lastX, -lastY];
        break;
      case 270:
        [posX, posY] = [-posY, -posX];
        [lastX, lastY] = [-lastY, -lastX];
        break;
      default: {
        const unrotate = (x: number, y: number, m: Matrix) => {
          const scale = Math.hypot(m[0]!, m[1]!);
          return [(m[0]! * x + m[1]! * y) / scale, (m[2]! * x + m[3]! * y) / scale] as const;
        };
        [posX, posY] = unrotate(posX, posY, current);
        [lastX, lastY] = unrotate(lastX, lastY, prev);
      }
    }
    const advanceX = (posX - lastX) / this.textAdvanceScale;
    const advanceY = posY - lastY;
    const orientation = Math.sign(this.width || this.totalWidth);
    if (advanceX < orientation * this.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * this.height) {
        this.appendEOL();
        return true;
      }
      this.resetLastChars();
      this.flush();
      return true;
    }
    const riseDelta = this.state.textRise - this.prevTextRise;
    const advanceYCorrected =
      riseDelta === 0 ? advanceY : advanceY - (current[3]! / this.state.fontSize) * riseDelta;
    if (Math.abs(advanceYCorrected) > this.height) {
      this.appendEOL();
      return true;
    }
    if (advanceX <= orientation * this.notASpace) this.resetLastChars();
    if (advanceX <= orientation * this.trackingSpaceMin) {
      if (this.shouldAddWhitespace()) {
        this.resetLastChars();
        this.flush();
        this.pushWhitespace(Math.abs(advanceX));
      } else {
        this.width += advanceX;
      }
    } else if (!this.addFakeSpaces(advanceX, orientation)) {
      if (this.str.length === 0) {
        this.resetLastChars();
        this.pushWhitespace(Math.abs(advanceX));
      } else {
        this.width += advanceX;
      }
    }
    if (Math.abs(advanceY) > this.height * VERTICAL_SHIFT_RATIO) this.flush();
    return true;
  }

  /** pdf.js's `buildTextContentItem`: one run of glyphs, then `extraSpacing` (a TJ number). */
  showGlyphs(glyphs: Glyph[], extraSpacing: number): void {
    const s = this.state;
    const font = s.font!;
    const current = this.current;
    if (
      current &&
      current !== s &&
      (current.fontSize !== s.fontSize ||
        (current.loadedName !== s.loadedName && current.font?.name !== font.name))
    ) {
      this.flush();
      this.current = cloneState(s);
    }
    if (glyphs.length === 0) {
      const spacing = s.charSpacing + extraSpacing;
      if (spacing) translate(s.textMatrix, spacing * s.textHScale, 0);
      return;
    }
    const scale = font.fontMatrix[0]! * s.fontSize;
    for (let i = 0; i < glyphs.length; i += 1) {
      const glyph = glyphs[i]!;
      const category = categoryOf(glyph.unicode);
      if (category.invisible) continue;
      let charSpacing = s.charSpacing + (i + 1 === glyphs.length ? extraSpacing : 0);
      let scaled = glyph.width * scale;
      if (glyph.originalCharCode === 0x20) charSpacing += s.wordSpacing;
      if (category.whitespace) {
        charSpacing += scaled;
        translate(s.textMatrix, charSpacing * s.textHScale, 0);
        this.saveLastChar(' ');
        continue;
      }
      if (!category.diacritic && !this.compareWithLastPosition(scaled)) {
        translate(s.textMatrix, scaled * s.textHScale, 0);
        continue;
      }
      this.ensureItem();
      if (category.diacritic) scaled = 0;
      scaled *= s.textHScale;
      translate(s.textMatrix, scaled, 0);
      this.width += scaled;
      if (scaled) {
        // A new array only when the old one went out as a whitespace item's transform.
        if (!this.prevTransform || this.prevShared) this.prevTransform = this.textTransform();
        else this.textTransformInto(this.prevTransform);
        this.prevShared = false;
        this.prevTextRise = s.textRise;
      }
      if (this.saveLastChar(glyph.unicode)) this.str.push(' ');
      this.str.push(glyph.unicode);
      if (charSpacing) translate(s.textMatrix, charSpacing * s.textHScale, 0);
    }
  }

  /** The state as the next glyphs see it; pdf.js snapshots it at a stream's first operator. */
  touch(): void {
    this.current ??= cloneState(this.state);
  }
}

/**
 * The page's text items and marked-content boundaries from its operator list, or null when the
 * page needs pdf.js's own text extraction (see the top of this file).
 */
export function textFromOperators(
  operators: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  OPS: Ops,
  fontOf: (loadedName: string) => OperatorFont | null,
  view: ArrayLike<number>,
  pageObjId: string,
  normalize: (text: string) => string,
): OperatorTextEntry[] | null {
  const out: OperatorTextEntry[] = [];
  const initial: TextState = {
    ctm: IDENTITY.slice(),
    fontSize: 0,
    loadedName: null,
    font: null,
    textMatrix: IDENTITY.slice(),
    textLineMatrix: IDENTITY.slice(),
    charSpacing: 0,
    wordSpacing: 0,
    leading: 0,
    textHScale: 1,
    textRise: 0,
  };
  const streams = [new StreamText(initial, out, view, normalize)];
  let markedLevel = 0;
  let inAnnotation = 0;
  const { fnArray, argsArray } = operators;
  const setFont = (stream: StreamText, loadedName: unknown, size: unknown): boolean => {
    if (typeof loadedName !== 'string' || typeof size !== 'number') return false;
    const font = fontOf(loadedName);
    if (!font || font.vertical || font.type3) return false;
    stream.state.loadedName = loadedName;
    stream.state.font = font;
    stream.state.fontSize = size;
    return true;
  };

  for (let i = 0; i < fnArray.length; i += 1) {
    const fn = fnArray[i]!;
    const args = argsArray[i] as unknown[] | null;
    // Annotations' appearances (form fields, stamps) are drawn but are not the page's text.
    if (fn === OPS.beginAnnotation) {
      inAnnotation += 1;
      continue;
    }
    if (fn === OPS.endAnnotation) {
      inAnnotation = Math.max(0, inAnnotation - 1);
      continue;
    }
    if (inAnnotation > 0) continue;
    const stream = streams[streams.length - 1]!;
    stream.touch();
    const s = stream.state;
    switch (fn) {
      case OPS.save:
        stream.saved.push(cloneState(s));
        break;
      case OPS.restore: {
        const previous = stream.saved.pop();
        if (previous) stream.state = previous;
        break;
      }
      case OPS.transform:
        s.ctm = multiply(s.ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin: {
        stream.flush();
        const inner = cloneState(s);
        const matrix = args?.[0] as ArrayLike<number> | null;
        if (matrix && matrix.length === 6) inner.ctm = multiply(inner.ctm, matrix);
        streams.push(new StreamText(inner, out, view, normalize));
        break;
      }
      case OPS.paintFormXObjectEnd:
        if (streams.length > 1) {
          stream.flush();
          streams.pop();
        }
        break;
      case OPS.paintImageXObject:
      case OPS.paintImageMaskXObject:
      case OPS.paintImageXObjectRepeat:
      case OPS.paintImageMaskXObjectRepeat:
      case OPS.paintImageMaskXObjectGroup:
      case OPS.paintSolidColorImageMask:
        stream.flush();
        break;
      case OPS.setFont:
        if (!setFont(stream, args?.[0], args?.[1])) return null;
        break;
      case OPS.setGState:
        for (const [key, value] of (args?.[0] ?? []) as [string, unknown][]) {
          if (key !== 'Font') continue;
          stream.flush();
          const [loadedName, size] = value as [unknown, unknown];
          if (!setFont(stream, loadedName, size)) return null;
        }
        break;
      case OPS.setTextRise:
        s.textRise = args![0] as number;
        break;
      case OPS.setHScale:
        s.textHScale = (args![0] as number) / 100;
        break;
      case OPS.setLeading:
        s.leading = args![0] as number;
        break;
      case OPS.moveText:
        translate(s.textLineMatrix, args![0] as number, args![1] as number);
        s.textMatrix = s.textLineMatrix.slice();
        break;
      case OPS.setLeadingMoveText:
        s.leading = -(args![1] as number);
        translate(s.textLineMatrix, args![0] as number, args![1] as number);
        s.textMatrix = s.textLineMatrix.slice();
        break;
      case OPS.nextLine:
        translate(s.textLineMatrix, 0, -s.leading);
        s.textMatrix = s.textLineMatrix.slice();
        break;
      case OPS.setTextMatrix: {
        const m = Array.from(args![0] as ArrayLike<number>);
        s.textMatrix = m;
        s.textLineMatrix = m.slice();
        stream.updateAdvanceScale();
        break;
      }
      case OPS.setCharSpacing:
        s.charSpacing = args![0] as number;
        break;
      case OPS.setWordSpacing:
        s.wordSpacing = args![0] as number;
        break;
      case OPS.beginText:
        s.textMatrix = IDENTITY.slice();
        s.textLineMatrix = IDENTITY.slice();
        break;
      case OPS.showText: {
        if (!s.font) break;
        // A TJ array's numbers move the pen after the glyphs before them (thousandths of an em).
        const spaceFactor = -s.fontSize / 1000;
        let run: Glyph[] = [];
        let sawNumber = false;
        for (const element of args![0] as (Glyph | number | null)[]) {
          if (typeof element === 'number') {
            sawNumber = true;
            if (element !== 0) {
              stream.showGlyphs(run, element * spaceFactor);
              run = [];
            }
          } else if (element) {
            run.push(element);
          }
        }
        if (run.length > 0 || !sawNumber) stream.showGlyphs(run, 0);
        break;
      }
      case OPS.beginMarkedContent:
        stream.flush();
        markedLevel += 1;
        out.push({ type: 'beginMarkedContent', id: null });
        break;
      case OPS.beginMarkedContentProps: {
        stream.flush();
        markedLevel += 1;
        const mcid = args?.[0] === 'OC' ? null : args?.[1];
        out.push({
          type: 'beginMarkedContentProps',
          id: Number.isInteger(mcid) ? `${pageObjId}_mc${mcid as number}` : null,
        });
        break;
      }
      case OPS.endMarkedContent:
        stream.flush();
        if (markedLevel > 0) {
          markedLevel -= 1;
          out.push({ type: 'endMarkedContent' });
        }
        break;
      default:
        break;
    }
  }
  for (let k = streams.length - 1; k >= 0; k -= 1) streams[k]!.flush();
  for (const entry of out) {
    if ('str' in entry && RIGHT_TO_LEFT.test(entry.str)) return null;
  }
  return out;
}
