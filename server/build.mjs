// `pnpm --filter @nclude/server build`: the production server as one ES module, dist/main.js, so
// it starts with plain `node` (no TypeScript compiler at run time). Packages stay in node_modules
// (native ones such as argon2 and better-sqlite3 cannot be bundled) except the workspace package
// @nclude/shared, which is TypeScript source and is bundled in. The message catalogues loaded with
// import() are bundled too; parse-child.cjs runs as its own process, so it is copied next to the
// bundle, where bulk-file.ts looks for it (new URL('./parse-child.cjs', import.meta.url)); the PDF
// converter's child process is bundled as dist/conversion-child.js and whisper.cpp's as
// dist/whisper-child.js and the library's book reader as dist/library-read-child.js, beside
// main.js, where nodeChildScript (background-process.ts) finds
// them. dist/conversion.js (convertPdf alone) is for `pnpm bench`, which measures the compiled
// converter as the server runs it; dist/captions.js (the captions pipeline's pieces) and
// dist/assistant.js (search and the chat client) are for its captions and assistant figures.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => name !== '@nclude/shared')
  .flatMap((name) => [name, `${name}/*`]);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const result = await build({
  // The API, and `pnpm worker` (background jobs from Redis), which shares most of its code; the
  // child processes of the PDF converter and of whisper.cpp.
  entryPoints: {
    main: path.join(here, 'src', 'main.ts'),
    worker: path.join(here, 'src', 'jobs', 'worker-main.ts'),
    'conversion-child': path.join(here, 'src', 'conversion', 'child.ts'),
    'whisper-child': path.join(here, 'src', 'captions', 'engines', 'whisper-child.ts'),
    'library-read-child': path.join(here, 'src', 'library', 'ingest', 'read-child.ts'),
    conversion: path.join(here, 'src', 'conversion', 'index.ts'),
    captions: path.join(here, 'src', 'captions', 'index.ts'),
    assistant: path.join(here, 'src', 'assistant', 'index.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
copyFileSync(
  path.join(here, 'src', 'whitelist', 'parse-child.cjs'),
  path.join(dist, 'parse-child.cjs'),
);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server built: dist/main.js and dist/worker.js (${Math.round(bytes / 1024)} KB with its source map)`,
);
