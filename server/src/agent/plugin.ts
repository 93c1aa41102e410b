// The browser agent: a socket (/ws/chat/{userId}) where a person's tasks are planned and done in
// a headless Chromium, in the API process their pages connect to.
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import { createAgentSockets } from '.';
import { agentRoutes } from './routes';

export function agentFeature(platform: Platform): Feature {
  const { config, sessions, rateLimiter, log } = platform;
  return {
    async register(app) {
      const agent = createAgentSockets(
        config,
        (token) => sessions.authenticate(token),
        log,
        rateLimiter,
      );
      platform.onSessionsEnded((userId, sessionIds) =>
        agent.sockets.sessionsEnded(userId, sessionIds),
      );
      agent.sockets.attach(app.server);
      app.addHook('preClose', async () => {
        await agent.sockets.close();
        await agent.browser.closeAll();
      });
      await app.register(agentRoutes, { prefix: '/v1/api/agent', publicUrl: config.publicUrl });
    },
  };
}
