// Builds the companion extension of the browser agent for a list of portal origins: the manifest
// names those origins as the only pages that may ask for cookies, so each portal serves a build of
// its own (the server's /v1/api/agent/extension.zip uses extensionZip([its origin])).
// `node extension/build.mjs` writes dist/unpacked/ and dist/nclude-agent-extension.zip for the
// origins in AGENT_EXTENSION_ORIGINS (comma-separated), or the local development portal.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';

/**
 * The public half of the extension's RSA key (SPKI DER, base64). Chrome derives the extension ID
 * from it, so every build and every install has the same ID and the portal knows whom to message.
 * The private half was never kept: it only signs .crx packages, and this one is installed unpacked.
 */
export const EXTENSION_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx7f6lZ0Nu3z1ijbiFXBrYIEE8vn8bYXhtgO8UhDNbTa0ALm7Vdg4wqV+30YGbbBnZDY5SqxMzbpkbTsK+WBsaoBWb1D+44uXHtenw71znaiGjudh5+uN5I26T/oILWFaGLYP1/OOBU9p0NwCUmVLU/0bLtTtx+uUw8FKBbpKcl21QALZPH/0LyCQ3XHK16ecn3ONBJavVrVUUlWhmvksoZAEYhzzKqrYUsXzvnJXT5H15GKTWOkoL6prEuGCxSo7ewm6mTY8+PMOylfZOR7i1cjtZ8QZN29PH7gNn37Ai5TFiihgkXnXzcZXLCXGf9dzkPJj180LicGK2lSCoilAawIDAQAB';

/** Chrome's rule: the first 128 bits of the key's SHA-256, each hex digit 0-f written a-p. */
export function extensionIdFromKey(base64Key) {
  const digest = createHash('sha256').update(Buffer.from(base64Key, 'base64')).digest('hex');
  return [...digest.slice(0, 32)]
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 16)))
    .join('');
}

export const EXTENSION_ID = extensionIdFromKey(EXTENSION_KEY);

export const DEFAULT_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'];

/** The sites of the agent's sign-in table (shared/src/api/agent.ts AGENT_SITE_SIGN_IN). */
export const SITE_DOMAINS = ['linkedin.com', 'naukri.com', 'swiggy.com', 'uber.com', '1mg.com'];

export const ZIP_NAME = 'nclude-agent-extension.zip';

const here = path.dirname(fileURLToPath(import.meta.url));

/** An origin as the manifest can name it: http(s), a host, maybe a port, nothing after. */
export function normalizeOrigin(origin) {
  let url;
  try {
    url = new URL(origin.trim());
  } catch {
    throw new Error(`Extension origin "${origin}" is not a URL such as https://nclude.example`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Extension origin "${origin}" must start with http:// or https://`);
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`Extension origin "${origin}" must be an origin only, with no path or query`);
  }
  if (url.hostname.includes('*')) {
    throw new Error(`Extension origin "${origin}" must name one host, without wildcards`);
  }
  return url.origin;
}

/** The portal origins from AGENT_EXTENSION_ORIGINS (comma-separated), or the development ones. */
export function originsFromEnv(env = process.env) {
  const listed = (env.AGENT_EXTENSION_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : DEFAULT_ORIGINS;
}

export function extensionManifest(origins) {
  if (!Array.isArray(origins) || origins.length === 0) {
    throw new Error('The extension needs at least one portal origin');
  }
  const matches = [...new Set(origins.map(normalizeOrigin))].map((origin) => `${origin}/*`);
  return {
    manifest_version: 3,
    name: 'Nclude sign-in helper',
    short_name: 'Nclude helper',
    version: '1.0.0',
    description:
      "Lets the Nclude portal's browser agent use your sign-in to LinkedIn, Naukri, Swiggy, Uber and 1mg.",
    key: EXTENSION_KEY,
    minimum_chrome_version: '116',
    background: { service_worker: 'background.js' },
    permissions: ['cookies'],
    host_permissions: SITE_DOMAINS.flatMap((site) => [`https://*.${site}/*`, `https://${site}/*`]),
    externally_connectable: { matches },
    icons: { 16: 'icons/16.png', 48: 'icons/48.png', 128: 'icons/128.png' },
  };
}

// --- Icons: a white "N" on a blue rounded square, drawn here so the package carries no art. ---

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** How much of the unit square's point (x, y) is ink: 0 outside, 1 for the N, 2 for the tile. */
function iconShape(x, y) {
  const r = 0.2;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return 0;
  const inRows = y >= 0.24 && y <= 0.76;
  const bar = (left) => x >= left && x <= left + 0.13;
  // The diagonal: within a half-width of the segment from the top left to the bottom right.
  const [ax, ay, bx, by] = [0.335, 0.24, 0.665, 0.76];
  const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
  const t = Math.min(Math.max(((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length2, 0), 1);
  const diagonal = (x - ax - t * (bx - ax)) ** 2 + (y - ay - t * (by - ay)) ** 2 <= 0.075 ** 2;
  return inRows && (bar(0.27) || bar(0.6) || diagonal) ? 1 : 2;
}

const drawnIcons = new Map();

/** The icon at a size, drawn once (the server builds a zip per download). */
export function iconPng(size) {
  if (!drawnIcons.has(size)) drawnIcons.set(size, drawIcon(size));
  return drawnIcons.get(size).slice();
}

function drawIcon(size) {
  const tile = [30, 64, 175]; // #1e40af: white on it has a contrast ratio of 8.7:1
  const samples = 4;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    const row = py * (size * 4 + 1); // each row starts with filter type 0
    for (let px = 0; px < size; px++) {
      let ink = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const shape = iconShape(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
          );
          if (shape > 0) covered++;
          if (shape === 1) ink++;
        }
      }
      const o = row + 1 + px * 4;
      const white = covered ? ink / covered : 0;
      for (let i = 0; i < 3; i++) rows[o + i] = Math.round(tile[i] + (255 - tile[i]) * white);
      rows[o + 3] = Math.round((255 * covered) / samples ** 2);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(rows, { level: 9 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** Every file of the extension, by its path inside the extension folder. */
export function extensionFiles(origins) {
  const manifest = extensionManifest(origins);
  const text = (value) => new TextEncoder().encode(value);
  return {
    'manifest.json': text(`${JSON.stringify(manifest, null, 2)}\n`),
    'background.js': new Uint8Array(readFileSync(path.join(here, 'background.js'))),
    'icons/16.png': iconPng(16),
    'icons/48.png': iconPng(48),
    'icons/128.png': iconPng(128),
  };
}

/** The extension as a zip of its folder's contents (the same bytes for the same origins). */
export function extensionZip(origins) {
  const files = extensionFiles(origins);
  // A fixed time keeps the archive byte-for-byte reproducible.
  const mtime = new Date('2026-01-01T00:00:00Z');
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data, { mtime }]])),
    { level: 9 },
  );
}

/** Writes <outDir>/unpacked/ (for "Load unpacked") and <outDir>/nclude-agent-extension.zip. */
export function writeExtension(outDir, origins) {
  // Built before anything is removed, so a bad origin leaves the last good build in place.
  const files = extensionFiles(origins);
  const zipped = extensionZip(origins);
  const unpacked = path.join(outDir, 'unpacked');
  rmSync(unpacked, { recursive: true, force: true });
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(unpacked, name)), { recursive: true });
    writeFileSync(path.join(unpacked, name), data);
  }
  const zip = path.join(outDir, ZIP_NAME);
  writeFileSync(zip, zipped);
  return { unpacked, zip };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const origins = originsFromEnv();
    const { unpacked, zip } = writeExtension(path.join(here, 'dist'), origins);
    console.log(
      `extension ${EXTENSION_ID} built for ${origins.join(', ')}: ${path.relative(process.cwd(), unpacked)}/ and ${path.relative(process.cwd(), zip)}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
