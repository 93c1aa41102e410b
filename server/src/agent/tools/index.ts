// The tools of one person's browser: what a planner may do on the web (types.ts, ToolName), each
// step taken in the person's own isolated Chromium context and answered with what happened and the
// page after it. The rules that must not depend on the planner live here (checks.ts): element
// references only from the latest snapshot, no typing into password fields, a question before a
// step that would pay, book, order or send, and the person's own sign-in before the five cookie
// sites. dispatch.ts is the tool table; navigate.ts, elements.ts and reading.ts the tools;
// session.ts the tab they share; page-scripts.ts the code run inside the page.
export { createAgentTools } from './browser-tools';
export { completeUrl } from './checks';
export { cookieSiteOf, toPlaywrightCookies } from './cookies';
export {
  DEFAULT_TIMEOUTS,
  type AgentToolsOptions,
  type GuardedContext,
  type ToolTimeouts,
} from './options';
export { firstSentences, READ_MAX_CHARS } from './words';
