// The pictures of the sample feeds: simple drawings with a short caption, made on the server so
// the samples need no image files and no network. Each is drawn once and kept in memory.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { NewsLanguage } from '@nclude/shared/validation';

export const ILLUSTRATION_WIDTH = 640;
export const ILLUSTRATION_HEIGHT = 360;

type Scene =
  | 'card'
  | 'ballot'
  | 'laptop'
  | 'phone'
  | 'book'
  | 'briefcase'
  | 'cricket'
  | 'track'
  | 'hands'
  | 'bus'
  | 'ramp'
  | 'calendar';

interface Illustration {
  scene: Scene;
  caption: string;
  language: NewsLanguage;
  background: string;
  accent: string;
}

const INK = '#14213d';
const PAPER = '#ffffff';

/** Every picture the sample items may name, by the name in its address (/images/{name}.png). */
export const ILLUSTRATIONS: ReadonlyMap<string, Illustration> = new Map([
  ['udid-card', illustration('card', 'UDID card', 'eng', '#dbeafe', '#f59e0b')],
  ['voting', illustration('ballot', 'Accessible voting', 'eng', '#e0f2fe', '#7c3aed')],
  ['screen-reader', illustration('laptop', 'Screen readers', 'eng', '#ecfccb', '#0f766e')],
  ['phone', illustration('phone', 'Phone accessibility', 'eng', '#fef3c7', '#be123c')],
  ['books', illustration('book', 'Learning for all', 'eng', '#fce7f3', '#1d4ed8')],
  ['work', illustration('briefcase', 'Work and careers', 'eng', '#e0e7ff', '#b45309')],
  ['blind-cricket', illustration('cricket', 'Blind cricket', 'eng', '#dcfce7', '#dc2626')],
  ['para-athletics', illustration('track', 'Para-athletics', 'eng', '#ffedd5', '#c2410c')],
  ['sign-language', illustration('hands', 'Sign language', 'eng', '#f3e8ff', '#d97706')],
  ['transport', illustration('bus', 'Accessible transport', 'eng', '#e0f2fe', '#16a34a')],
  ['step-free', illustration('ramp', 'Step-free access', 'eng', '#f1f5f9', '#0369a1')],
  ['calendar', illustration('calendar', 'Days to remember', 'eng', '#fef9c3', '#9333ea')],
  ['udid-card-hi', illustration('card', 'यूडीआईडी कार्ड', 'hin', '#dbeafe', '#f59e0b')],
  ['voting-hi', illustration('ballot', 'सुलभ मतदान', 'hin', '#e0f2fe', '#7c3aed')],
  ['phone-hi', illustration('phone', 'फ़ोन पर सुलभता', 'hin', '#fef3c7', '#be123c')],
  ['books-hi', illustration('book', 'सबके लिए पढ़ाई', 'hin', '#fce7f3', '#1d4ed8')],
  ['work-hi', illustration('briefcase', 'रोज़गार', 'hin', '#e0e7ff', '#b45309')],
  ['blind-cricket-hi', illustration('cricket', 'दृष्टिबाधित क्रिकेट', 'hin', '#dcfce7', '#dc2626')],
  ['sign-language-hi', illustration('hands', 'सांकेतिक भाषा', 'hin', '#f3e8ff', '#d97706')],
  ['transport-hi', illustration('bus', 'सुलभ यात्रा', 'hin', '#e0f2fe', '#16a34a')],
]);

function illustration(
  scene: Scene,
  caption: string,
  language: NewsLanguage,
  background: string,
  accent: string,
): Illustration {
  return { scene, caption, language, background, accent };
}

// The provisioned machine has Lohit Devanagari (scripts/provision.mjs); the rest are fallbacks.
const FONTS: Record<NewsLanguage, string> = {
  eng: '"DejaVu Sans", "Liberation Sans", sans-serif',
  hin: '"Lohit Devanagari", "Noto Sans Devanagari", sans-serif',
};
const SAMPLE_TAG: Record<NewsLanguage, string> = { eng: 'Sample illustration', hin: 'नमूना चित्र' };

const rendered = new Map<string, Promise<Buffer>>();

/** The named picture as PNG bytes, or null when no picture has that name. */
export async function illustrationPng(name: string): Promise<Buffer | null> {
  const picture = ILLUSTRATIONS.get(name);
  if (!picture) return null;
  let png = rendered.get(name);
  if (!png) {
    png = draw(picture);
    rendered.set(name, png);
    // A failed drawing is not remembered: the next request tries again.
    png.catch(() => rendered.delete(name));
  }
  return png;
}

async function draw(picture: Illustration): Promise<Buffer> {
  // Loaded on first use: the server starts without the native canvas until a picture is asked for.
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(ILLUSTRATION_WIDTH, ILLUSTRATION_HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = picture.background;
  context.fillRect(0, 0, ILLUSTRATION_WIDTH, ILLUSTRATION_HEIGHT);
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.lineWidth = 6;
  context.strokeStyle = INK;
  SCENES[picture.scene](context, picture.accent);
  drawLabels(context, picture);
  return canvas.encode('png');
}

function drawLabels(context: SKRSContext2D, picture: Illustration): void {
  const font = FONTS[picture.language];
  context.fillStyle = INK;
  context.fillRect(0, 290, ILLUSTRATION_WIDTH, 70);
  context.fillStyle = PAPER;
  context.font = `bold 32px ${font}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(picture.caption, ILLUSTRATION_WIDTH / 2, 325, ILLUSTRATION_WIDTH - 40);

  const tag = SAMPLE_TAG[picture.language];
  context.font = `16px ${font}`;
  const tagWidth = context.measureText(tag).width + 20;
  context.fillStyle = INK;
  context.beginPath();
  context.roundRect(12, 12, tagWidth, 28, 6);
  context.fill();
  context.fillStyle = PAPER;
  context.textAlign = 'left';
  context.fillText(tag, 22, 27);
}

type Painter = (context: SKRSContext2D, accent: string) => void;

function shape(context: SKRSContext2D, fill: string, path: () => void): void {
  context.beginPath();
  path();
  context.fillStyle = fill;
  context.fill();
  context.stroke();
}

function dot(context: SKRSContext2D, x: number, y: number, radius: number, fill: string): void {
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.fillStyle = fill;
  context.fill();
}

function line(context: SKRSContext2D, points: readonly [number, number][]): void {
  context.beginPath();
  points.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.stroke();
}

function soundWaves(context: SKRSContext2D, x: number, y: number): void {
  for (const radius of [26, 48, 70]) {
    context.beginPath();
    context.arc(x, y, radius, -0.6, 0.6);
    context.stroke();
  }
}

const SCENES: Record<Scene, Painter> = {
  card(context, accent) {
    shape(context, PAPER, () => context.roundRect(170, 55, 300, 190, 18));
    dot(context, 240, 135, 42, accent);
    for (const y of [105, 135, 165])
      line(context, [
        [305, y],
        [440, y],
      ]);
    shape(context, accent, () => context.rect(305, 195, 40, 30));
  },
  ballot(context, accent) {
    shape(context, PAPER, () => context.rect(275, 35, 90, 110));
    line(context, [
      [295, 85],
      [315, 108],
      [348, 62],
    ]);
    shape(context, accent, () => context.rect(200, 120, 240, 150));
    shape(context, INK, () => context.rect(255, 112, 130, 14));
    for (const [x, y] of [
      [300, 175],
      [300, 200],
      [300, 225],
      [325, 175],
      [325, 225],
    ] as const) {
      dot(context, x, y, 7, PAPER);
    }
  },
  laptop(context, accent) {
    shape(context, INK, () => context.roundRect(130, 50, 270, 170, 12));
    context.fillStyle = PAPER;
    context.fillRect(148, 66, 234, 138);
    context.lineWidth = 8;
    context.strokeStyle = accent;
    for (const [y, end] of [
      [95, 350],
      [125, 320],
      [155, 360],
      [185, 300],
    ] as const) {
      line(context, [
        [170, y],
        [end, y],
      ]);
    }
    context.lineWidth = 6;
    context.strokeStyle = INK;
    shape(context, accent, () => {
      context.moveTo(110, 225);
      context.lineTo(420, 225);
      context.lineTo(445, 255);
      context.lineTo(85, 255);
      context.closePath();
    });
    soundWaves(context, 450, 135);
  },
  phone(context, accent) {
    shape(context, INK, () => context.roundRect(250, 30, 130, 245, 22));
    context.fillStyle = PAPER;
    context.fillRect(264, 58, 102, 185);
    context.fillStyle = accent;
    context.font = 'bold 64px "DejaVu Sans", "Liberation Sans", sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText('Aa', 315, 150);
    soundWaves(context, 400, 150);
    dot(context, 200, 200, 22, accent);
    context.beginPath();
    context.arc(200, 200, 36, 0, Math.PI * 2);
    context.stroke();
  },
  book(context, accent) {
    shape(context, PAPER, () => {
      context.moveTo(320, 80);
      context.quadraticCurveTo(240, 50, 140, 70);
      context.lineTo(140, 250);
      context.quadraticCurveTo(240, 230, 320, 260);
      context.closePath();
    });
    shape(context, PAPER, () => {
      context.moveTo(320, 80);
      context.quadraticCurveTo(400, 50, 500, 70);
      context.lineTo(500, 250);
      context.quadraticCurveTo(400, 230, 320, 260);
      context.closePath();
    });
    for (const y of [110, 140, 170, 200])
      line(context, [
        [165, y],
        [295, y + 8],
      ]);
    for (let row = 0; row < 4; row += 1) {
      for (let cell = 0; cell < 5; cell += 1) {
        const x = 350 + cell * 28;
        const y = 105 + row * 32;
        dot(context, x, y, 5, accent);
        if ((row + cell) % 2 === 0) dot(context, x + 11, y + 11, 5, accent);
        if ((row * cell) % 3 === 1) dot(context, x, y + 11, 5, accent);
      }
    }
  },
  briefcase(context, accent) {
    context.beginPath();
    context.roundRect(275, 60, 90, 60, 14);
    context.stroke();
    shape(context, accent, () => context.roundRect(190, 95, 260, 170, 16));
    line(context, [
      [190, 160],
      [450, 160],
    ]);
    shape(context, PAPER, () => context.rect(302, 148, 36, 26));
  },
  cricket(context, accent) {
    for (const x of [400, 440, 480]) shape(context, PAPER, () => context.rect(x - 7, 70, 14, 195));
    line(context, [
      [393, 64],
      [487, 64],
    ]);
    shape(context, PAPER, () => context.arc(240, 170, 75, 0, Math.PI * 2));
    context.strokeStyle = accent;
    context.beginPath();
    context.arc(240, 170, 75, -1.2, 1.2);
    context.stroke();
    context.strokeStyle = INK;
    const holes = [
      [205, 135],
      [240, 120],
      [275, 135],
      [205, 205],
      [240, 220],
      [275, 205],
    ] as const;
    for (const [x, y] of holes) dot(context, x, y, 9, INK);
  },
  track(context, accent) {
    context.strokeStyle = PAPER;
    for (const offset of [0, 45, 90, 135]) {
      context.beginPath();
      context.moveTo(40, 110 + offset);
      context.bezierCurveTo(220, 60 + offset, 420, 160 + offset, 600, 110 + offset);
      context.stroke();
    }
    context.strokeStyle = INK;
    dot(context, 300, 160, 20, accent);
    dot(context, 360, 160, 20, INK);
    line(context, [
      [318, 160],
      [342, 160],
    ]);
    for (let row = 0; row < 6; row += 1) {
      context.fillStyle = row % 2 === 0 ? INK : PAPER;
      context.fillRect(540, 95 + row * 30, 24, 30);
    }
  },
  hands(context, accent) {
    const palm = (x: number, fill: string) => {
      shape(context, fill, () => context.roundRect(x, 130, 100, 120, 26));
      for (let finger = 0; finger < 4; finger += 1) {
        shape(context, fill, () => context.roundRect(x + 4 + finger * 24, 50, 20, 95, 10));
      }
    };
    palm(160, accent);
    palm(380, PAPER);
    shape(context, accent, () => context.roundRect(260, 150, 55, 22, 11));
    shape(context, PAPER, () => context.roundRect(325, 150, 55, 22, 11));
  },
  bus(context, accent) {
    shape(context, accent, () => context.roundRect(90, 60, 420, 175, 22));
    for (const x of [115, 195, 275, 355]) shape(context, PAPER, () => context.rect(x, 85, 60, 55));
    shape(context, PAPER, () => context.rect(440, 85, 50, 145));
    shape(context, INK, () => {
      context.moveTo(440, 235);
      context.lineTo(560, 270);
      context.lineTo(440, 270);
      context.closePath();
    });
    for (const x of [170, 380]) shape(context, INK, () => context.arc(x, 240, 30, 0, Math.PI * 2));
  },
  ramp(context, accent) {
    shape(context, PAPER, () => context.rect(380, 50, 190, 215));
    shape(context, accent, () => context.rect(445, 150, 60, 115));
    shape(context, INK, () => {
      context.moveTo(90, 265);
      context.lineTo(380, 195);
      context.lineTo(380, 265);
      context.closePath();
    });
    line(context, [
      [90, 225],
      [380, 155],
    ]);
    for (const x of [150, 250, 350])
      line(context, [
        [x, 250 - (x - 90) * 0.24],
        [x, 211 - (x - 90) * 0.24],
      ]);
  },
  calendar(context, accent) {
    shape(context, PAPER, () => context.roundRect(180, 50, 280, 220, 16));
    shape(context, accent, () => context.rect(180, 50, 280, 50));
    for (let row = 0; row < 4; row += 1) {
      for (let column = 0; column < 6; column += 1) {
        const highlighted = row === 2 && column === 3;
        context.fillStyle = highlighted ? accent : '#cbd5e1';
        context.fillRect(200 + column * 42, 115 + row * 36, 30, 26);
      }
    }
  },
};
