// README command one: install, build and serve the whole portal with the embedded defaults
// (SQLite under ./data, local disk storage, in-process workers, development outbox for mail/SMS).
import {
  checkNode,
  ensurePnpm,
  installWorkspace,
  buildPortal,
  startProcess,
  log,
} from './toolchain.mjs';
import {
  CAPTION_PACKAGES,
  CONVERSION_PACKAGES,
  LIBRARY_PACKAGES,
  ensureDebianTools,
} from './provision.mjs';

checkNode();
const pnpmCommand = ensurePnpm();
installWorkspace(pnpmCommand);
const missingMedia = ensureDebianTools(CAPTION_PACKAGES, 'captions');
if (missingMedia.length > 0)
  log(
    `captions are unavailable until Debian's ${missingMedia.join(', ')} are installed ` +
      `(as root: apt-get install ${missingMedia.join(' ')}); everything else works`,
  );
const missingPoppler = ensureDebianTools(CONVERSION_PACKAGES, 'the converter');
if (missingPoppler.length > 0)
  log(
    `Hindi and Telugu PDFs whose text pdf.js misreads are read by OCR until Debian's ` +
      `${missingPoppler.join(', ')} is installed (as root: apt-get install ${missingPoppler.join(' ')})`,
  );
const missingSpeech = ensureDebianTools(LIBRARY_PACKAGES, 'the library');
if (missingSpeech.length > 0)
  log(
    `the library cannot read books aloud until Debian's ${missingSpeech.join(', ')} are installed ` +
      `(as root: apt-get install ${missingSpeech.join(' ')}); its books stay "being prepared"`,
  );
buildPortal(pnpmCommand);

log('starting the portal on http://localhost:' + (process.env.PORT ?? '8080'));
// The compiled server (built above with the web app): plain node, no TypeScript at run time.
const server = startProcess(process.execPath, ['server/dist/main.js']);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
