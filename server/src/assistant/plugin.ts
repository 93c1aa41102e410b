// The information assistant: chat answered from the knowledge folder (and a language model
// when one is configured), with the person's career context.
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import { createChatService } from '.';
import { chatRoutes } from './routes';
import type { CareerContext } from '../careers';

export interface AssistantNeeds {
  careerContext(userId: string): Promise<CareerContext>;
}

export async function assistantFeature(
  platform: Platform,
  needs: AssistantNeeds,
): Promise<Feature> {
  const { config, db, clock, rateLimiter, log } = platform;
  const chat = await createChatService(config, db, clock, rateLimiter, log, (userId) =>
    needs.careerContext(userId),
  );
  return {
    async register(app) {
      await app.register(chatRoutes, { prefix: '/v1/api/chat', chat });
    },
  };
}
