// Accounts: signing in (password, codes, sessions), the profile, and linking a phone or email.
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import { LinkService } from './link';
import { linkRoutes } from './link-routes';
import { ProfileService } from './profile';
import { userRoutes } from './routes';
import { authRoutes } from './sign-in-routes';

export interface AccountsNeeds {
  /** Reads a resume put on the profile, as careers reads an uploaded one. */
  readResume(userId: string, fileId: string): Promise<void>;
}

export function accountsFeature(
  platform: Platform,
  needs: AccountsNeeds,
): Feature & { profile: ProfileService } {
  const { config, db, clock, accounts, otp, sessions, files, delivery, log } = platform;
  const profile = new ProfileService(db, accounts, sessions, files, (userId, fileId) =>
    needs.readResume(userId, fileId),
  );
  const link = new LinkService(db, otp, config, clock, delivery, log);
  return {
    profile,
    async register(app) {
      const loginAttemptsPerIp = config.loginAttemptsPerIp;
      await app.register(authRoutes, {
        prefix: '/v1/api/auth',
        accounts,
        otp,
        sessions,
        loginAttemptsPerIp,
      });
      await app.register(userRoutes, {
        prefix: '/v1/api',
        accounts,
        profile,
        uploadLimitBytes: config.uploadLimitBytes,
      });
      await app.register(linkRoutes, {
        prefix: '/v1/api/auth',
        link,
        attemptsPerIp: loginAttemptsPerIp,
      });
    },
  };
}
