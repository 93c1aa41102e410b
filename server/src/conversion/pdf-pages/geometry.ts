// Transformation matrices, boxes carried through them, and the shapes a drawn path makes.
import type { Box } from './page-data';

export type Matrix = [number, number, number, number, number, number];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function transformBox(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const points = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => [m[0] * x! + m[2] * y! + m[4], m[1] * x! + m[3] * y! + m[5]] as const);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** pdf.js's path operators (its `DrawOPS`): moveTo, lineTo, curveTo, quadraticCurveTo, closePath. */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;
/**
 * The shapes a path draws, in its own coordinates: the bounding box of each subpath, and when it
 * is stroked, each horizontal or vertical straight edge too (a stroked rectangle is four rules).
 */
export function pathShapes(data: ArrayLike<number>, stroked: boolean): Box[] {
  const shapes: Box[] = [];
  let box: Box | null = null;
  let start: [number, number] = [0, 0];
  let at: [number, number] = [0, 0];
  const extend = (x: number, y: number) => {
    box = box
      ? {
          x0: Math.min(box.x0, x),
          y0: Math.min(box.y0, y),
          x1: Math.max(box.x1, x),
          y1: Math.max(box.y1, y),
        }
      : { x0: x, y0: y, x1: x, y1: y };
  };
  const edge = (x: number, y: number) => {
    if (stroked && (Math.abs(x - at[0]) < 0.01 || Math.abs(y - at[1]) < 0.01)) {
      shapes.push({
        x0: Math.min(x, at[0]),
        y0: Math.min(y, at[1]),
        x1: Math.max(x, at[0]),
        y1: Math.max(y, at[1]),
      });
    }
    at = [x, y];
    extend(x, y);
  };
  const endSubpath = () => {
    if (box) shapes.push(box);
    box = null;
  };
  for (let i = 0; i < data.length;) {
    switch (data[i++]) {
      case MOVE_TO:
        endSubpath();
        at = start = [data[i++]!, data[i++]!];
        extend(at[0], at[1]);
        break;
      case LINE_TO:
        edge(data[i++]!, data[i++]!);
        break;
      case CURVE_TO:
        for (let k = 0; k < 3; k += 1) extend(data[i + 2 * k]!, data[i + 2 * k + 1]!);
        at = [data[i + 4]!, data[i + 5]!];
        i += 6;
        break;
      case QUADRATIC_CURVE_TO:
        for (let k = 0; k < 2; k += 1) extend(data[i + 2 * k]!, data[i + 2 * k + 1]!);
        at = [data[i + 2]!, data[i + 3]!];
        i += 4;
        break;
      case CLOSE_PATH:
        edge(start[0], start[1]);
        break;
      default:
        // An operator this reader does not know: the rest of the path cannot be read.
        i = data.length;
    }
  }
  endSubpath();
  return shapes;
}
