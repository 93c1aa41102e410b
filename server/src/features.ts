// The server's feature areas, each built on the platform; an area comes after those it needs.
import { accessFeature } from './access/plugin';
import { agentFeature } from './agent/plugin';
import { assistantFeature } from './assistant/plugin';
import { careersFeature } from './careers/plugin';
import { conversionFeature } from './conversion/plugin';
import type { Feature } from './feature';
import { libraryFeature } from './library/plugin';
import { newsFeature } from './news/plugin';
import { notificationsFeature } from './notifications/plugin';
import type { Platform } from './platform';
import { accountsFeature } from './users/plugin';

export async function buildFeatures(platform: Platform): Promise<Feature[]> {
  // The profile and careers each use the other: a resume put on the profile is read by careers,
  // one uploaded for careers goes on the profile.
  const careers = careersFeature(platform, {
    replaceResume: (userId, source) => accounts.profile.replaceResume(userId, source),
  });
  const accounts = accountsFeature(platform, {
    readResume: (userId, fileId) => careers.careers.readResume(userId, fileId),
  });
  return [
    accounts,
    accessFeature(platform),
    notificationsFeature(platform),
    conversionFeature(platform),
    careers,
    await assistantFeature(platform, {
      careerContext: (userId) => careers.careers.careerContext(userId),
    }),
    libraryFeature(platform),
    newsFeature(platform),
    agentFeature(platform),
  ];
}
