// What every process the server starts for heavy work shares: it runs below the API's priority,
// and a Node child of ours runs its compiled copy from the production bundle or, from source
// (tsx, Jest), its TypeScript file through tsx's loader.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Niceness of converters, decoders and recognisers (0 normal, 19 lowest): requests stay quick
 * while they use the remaining CPU (measured: /auth/session p99 162 ms beside four conversions at
 * equal priority, 10 ms at this one).
 */
export const BACKGROUND_NICENESS = 10;

export function lowerPriority(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    setPriority(child.pid, BACKGROUND_NICENESS);
  } catch {
    // Not permitted in some containers: the work still runs, at normal priority.
  }
}

export interface NodeChildScript {
  /** Arguments for `process.execPath`, after any of the caller's own flags. */
  args: string[];
  /** The server package's folder, where tsx and the packages resolve from. */
  cwd: string;
}

function packageDirOf(folder: string): string {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return folder;
  }
}

/**
 * How to start a Node child script that sits beside the module at `moduleUrl`: `bundledName`
 * (dist/<name>.js, built by build.mjs) when the bundle runs, else `sourceFile` through tsx.
 * `import.meta.url` works under tsx and in the bundle; Jest's swc transform rewrites it to the
 * file URL.
 */
export function nodeChildScript(
  moduleUrl: string,
  bundledName: string,
  sourceFile: string,
): NodeChildScript {
  const here = path.dirname(fileURLToPath(moduleUrl));
  const bundled = path.join(here, `${bundledName}.js`);
  const cwd = packageDirOf(here);
  if (existsSync(bundled)) return { args: [bundled], cwd };
  return { args: ['--import', 'tsx', path.join(here, sourceFile)], cwd };
}

/** A child's resident size now (kB), from /proc; 0 when it is gone or there is no /proc. */
export async function residentKb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}
