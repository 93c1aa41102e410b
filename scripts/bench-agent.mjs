// The browser agent's figures for `pnpm bench` (or alone: `pnpm bench agent`, or
// `node scripts/bench-agent.mjs`): the fixture task suite (server/test/agent-tasks.ts, over the
// fixture sites of server/test/agent-sites.ts) run with the real tools in Debian's Chromium, once
// with the scripted model behind the local OpenAI-compatible server and once in the command
// language; per mode the share of tasks that succeed, the median steps and the median time per
// task; then the snapshot size (estimated tokens) of each fixture page as a planner gets it.
// The scripted model answers at once, so the times are the agent's own (browser and runner), not a
// real model's latency. Figures, not assertions: a target missed is printed, not failed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureChromium } from './provision.mjs';
import { importTypeScript, log, repoRoot } from './toolchain.mjs';

const serverDir = path.join(repoRoot, 'server');

/** The snapshot a planner gets is cut here: AGENT_SNAPSHOT_MAX_CHARS's default, as served. */
const SNAPSHOT_MAX_CHARS = Number(process.env.AGENT_SNAPSHOT_MAX_CHARS ?? 7_000);
const PAGES = [
  '/',
  '/search?q=clinic',
  '/news',
  '/news/article/metro-line',
  '/clinic/book',
  '/shop',
  '/contact',
  '/login',
  '/injection',
  '/changing',
  '/long',
];

const tsModule = importTypeScript;

const median = (values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function benchAgent({ report }) {
  const test = (name) => tsModule(path.join(serverDir, 'test', name));
  const { startAgentSites, fixtureAgentConfig } = await test('agent-sites.ts');
  const { agentTasks, runFixtureTask } = await test('agent-tasks.ts');
  const { startLlmServer } = await test('llm-server.ts');
  const { AgentBrowser } = await tsModule(path.join(serverDir, 'src', 'agent', 'browser.ts'));

  const sites = await startAgentSites();
  const llm = await startLlmServer();
  const config = fixtureAgentConfig(sites, {
    chromiumPath: ensureChromium(),
    snapshotMaxChars: SNAPSHOT_MAX_CHARS,
  });
  const browser = new AgentBrowser(config);
  try {
    const tools = await browser.open('bench');
    const tasks = agentTasks(sites.url);
    for (const mode of ['model', 'commands']) {
      const runs = [];
      for (const task of tasks) {
        const run = await runFixtureTask({ task, mode, tools, sites, llm, config });
        if (run.problem) log(`agent ${mode} task ${task.id} failed: ${run.problem}`);
        runs.push(run);
      }
      const succeeded = runs.filter((run) => run.problem === null);
      const rate = (100 * succeeded.length) / runs.length;
      const label = mode === 'model' ? 'scripted model' : 'command language';
      report(
        `agent tasks (${label}): success`,
        `${rate.toFixed(0)}% (${succeeded.length} of ${runs.length})`,
        '>= 90%',
      );
      report(
        `agent tasks (${label}): median steps, median time`,
        `${median(runs.map((run) => run.result.steps))} steps, ${(median(runs.map((run) => run.result.ms)) / 1000).toFixed(2)} s`,
      );
    }

    const signal = new AbortController().signal;
    const sizes = [];
    for (const page of PAGES) {
      const outcome = await tools.run(
        { name: 'open_url', args: { url: `${sites.url}${page}` } },
        { signal, confirmed: false },
      );
      if (!outcome.ok || !outcome.view) {
        report(`agent snapshot ${page}`, `not measured: ${outcome.text}`);
        continue;
      }
      sizes.push(outcome.view.tokens);
      report(
        `agent snapshot ${page}`,
        `${outcome.view.tokens} tokens (${outcome.view.snapshot.length} characters)`,
        '< 2,000 tokens',
      );
    }
    if (sizes.length > 0)
      report(
        'agent snapshot: median, largest',
        `${median(sizes)} tokens, ${Math.max(...sizes)} tokens`,
      );
  } catch (error) {
    report('agent tasks', `not measured: ${error.message}`);
  } finally {
    await browser.closeAll();
    await llm.close();
    await sites.close();
  }
}

// Alone: `node scripts/bench-agent.mjs` prints the figures as it goes.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchAgent({
    report: (name, value, target = '') =>
      log(`${name}: ${value}${target ? `  (target ${target})` : ''}`),
  });
}
