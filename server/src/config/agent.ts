// The browser agent: the Chromium it drives, how long and how far one task may go, the search
// page it uses, and which sites it may open.
import { DEFAULT_CHROMIUM_PATH } from '../chromium-flags';
import { ConfigError, flag, integer, list, variable } from './define';

function domains(raw: string | undefined, { name }: { name: string }): string[] {
  const items = (list(raw) ?? []).map((item) => item.toLowerCase().replace(/^\*?\./, ''));
  for (const item of items)
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(item))
      throw new ConfigError(`${name}: "${item}" is not a host name (example.org)`);
  return items;
}

function searchUrl(raw: string | undefined, { name }: { name: string }): string {
  const value = raw ?? 'https://html.duckduckgo.com/html/?q={query}';
  let url: URL;
  try {
    url = new URL(value.replace('{query}', 'test'));
  } catch {
    throw new ConfigError(`${name} must be an http:// or https:// address (got "${value}")`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || !value.includes('{query}'))
    throw new ConfigError(
      `${name} must be an http:// or https:// address with {query} where the words go (got "${value}")`,
    );
  return value;
}

export const agentVariables = [
  variable({
    name: 'CHROMIUM_PATH',
    defaultValue: '`/usr/bin/chromium`',
    meaning:
      'The Chromium the browser agent drives (Debian’s `chromium` package; nothing is downloaded).',
    field: 'chromiumPath',
    read: (raw) => raw ?? DEFAULT_CHROMIUM_PATH,
  }),
  variable({
    name: 'AGENT_MAX_STEPS',
    defaultValue: '25',
    meaning: 'Steps (opening, clicking, typing…) one browser-agent task may take before it stops.',
    field: 'agentMaxSteps',
    read: integer(25, 1),
  }),
  variable({
    name: 'AGENT_MAX_SECONDS',
    defaultValue: '180',
    meaning:
      'Working time one browser-agent task may take before it stops (time spent waiting for the person’s answer is not counted).',
    field: 'agentMaxSeconds',
    read: integer(180, 5),
  }),
  variable({
    name: 'AGENT_ANSWER_WAIT_SECONDS',
    defaultValue: '300',
    meaning:
      'How long the browser agent waits for the person to confirm a step or to sign in to a site before ending the task.',
    field: 'agentAnswerWaitSeconds',
    read: integer(300, 5),
  }),
  variable({
    name: 'AGENT_SEARCH_URL',
    defaultValue: '`https://html.duckduckgo.com/html/?q={query}`',
    meaning: 'The search page the browser agent uses; `{query}` is replaced by the words.',
    field: 'agentSearchUrl',
    read: searchUrl,
  }),
  variable({
    name: 'AGENT_ALLOWED_DOMAINS',
    defaultValue: 'unset: any public site',
    meaning:
      'Comma-separated hosts the browser agent may open (each with its subdomains); when set, no others.',
    field: 'agentAllowedDomains',
    read: domains,
  }),
  variable({
    name: 'AGENT_DENIED_DOMAINS',
    defaultValue: 'unset',
    meaning: 'Comma-separated hosts the browser agent never opens (each with its subdomains).',
    field: 'agentDeniedDomains',
    read: domains,
  }),
  variable({
    name: 'AGENT_ALLOW_LOCAL_SITES',
    defaultValue: 'false',
    meaning:
      'Let the browser agent open loopback and private addresses (development and tests). Link-local addresses (cloud metadata) stay refused.',
    field: 'agentAllowLocalSites',
    read: flag(false),
  }),
  variable({
    name: 'AGENT_SNAPSHOT_MAX_CHARS',
    defaultValue: '7000',
    meaning:
      'Largest page snapshot the browser agent’s planner is given, in characters (about four to a token).',
    field: 'agentSnapshotMaxChars',
    read: integer(7000, 1000),
  }),
];
