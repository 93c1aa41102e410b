// The browser agent as the server runs it: one Chromium for everyone (each person in their own
// context), the planner (the configured language model, or the command language without one),
// and the websocket that joins them to people's pages.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AuthenticatedSession } from '../auth/sessions';
import { languageModel, type AssistantConfig } from '../assistant';
import type { RateLimiter } from '../rate-limit';
import { AgentBrowser } from './browser';
import { commandPlanner } from './commands';
import { modelPlanner } from './model-planner';
import { AgentSockets } from './socket';
import type { AgentConfig } from './types';

export { AgentSockets } from './socket';

export function agentConfig(config: Config): AgentConfig {
  return {
    chromiumPath: config.chromiumPath,
    maxSteps: config.agentMaxSteps,
    maxSeconds: config.agentMaxSeconds,
    answerWaitSeconds: config.agentAnswerWaitSeconds,
    searchUrl: config.agentSearchUrl,
    allowedDomains: config.agentAllowedDomains,
    deniedDomains: config.agentDeniedDomains,
    allowLocalSites: config.agentAllowLocalSites,
    snapshotMaxChars: config.agentSnapshotMaxChars,
  };
}

export function createAgentSockets(
  config: Config & AssistantConfig,
  authenticate: (token: string) => Promise<AuthenticatedSession | null>,
  log: FastifyBaseLogger,
  limiter: RateLimiter,
): { sockets: AgentSockets; browser: AgentBrowser } {
  const settings = agentConfig(config);
  const browser = new AgentBrowser(settings, log);
  const llm = languageModel(config);
  const sockets = new AgentSockets({
    config: settings,
    authenticate,
    allowedOrigins: [new URL(config.publicUrl).origin, ...config.corsOrigins],
    openTools: (userId) => browser.open(userId),
    closeTools: (userId) => browser.close(userId),
    planner: llm ? modelPlanner(llm) : commandPlanner(),
    limiter,
    log,
  });
  return { sockets, browser };
}
