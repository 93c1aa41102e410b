// `node scripts/favicon.mjs`: regenerates shell/public/favicon.ico from shell/public/favicon.svg.
// Chromium draws the SVG at 16, 32 and 48 px; the PNGs are packed into one ICO (PNG-in-ICO, which
// every current browser reads) for the clients that ask for /favicon.ico whatever the page links.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './toolchain.mjs';
import { ensureChromium } from './provision.mjs';

const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const publicDir = path.join(repoRoot, 'shell', 'public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const sizes = [16, 32, 48];

const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox'] });
const pngs = [];
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    pngs.push(await page.locator('svg').screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}

// ICONDIR (6 bytes), one 16-byte ICONDIRENTRY per image, then the images.
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // type 1: icon
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(sizes[i] % 256, entry); // width (0 would mean 256)
  header.writeUInt8(sizes[i] % 256, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...pngs]));
console.log(`shell/public/favicon.ico: ${sizes.join(', ')} px, ${offset} bytes`);
