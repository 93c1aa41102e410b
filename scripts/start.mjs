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

checkNode();
const pnpmCommand = ensurePnpm();
installWorkspace(pnpmCommand);
buildPortal(pnpmCommand);

log('starting the portal on http://localhost:' + (process.env.PORT ?? '8080'));
// The compiled server (built above with the web app): plain node, no TypeScript at run time.
const server = startProcess(process.execPath, ['server/dist/main.js']);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
