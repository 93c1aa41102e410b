// Access to the portal: requests with a certificate, their approval, the administrators'
// whitelist tool and organisations enrolling their people.
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import { WhitelistService } from '../whitelist/service';
import { adminRoutes } from './admin-routes';
import { orgRoutes } from './org-routes';
import { accessRoutes } from './routes';
import { AccessService } from './service';

export function accessFeature(platform: Platform): Feature {
  const { config, db, clock, delivery, files, otp, accounts, log } = platform;
  const whitelist = new WhitelistService(db, clock);
  const access = new AccessService(db, config, clock, delivery, files, whitelist, otp, log);
  return {
    async register(app) {
      await app.register(accessRoutes, {
        prefix: '/v1/api/auth',
        accounts,
        access,
        uploadLimitBytes: config.uploadLimitBytes,
        accessRequestsPerIp: config.accessRequestsPerIp,
        loginAttemptsPerIp: config.loginAttemptsPerIp,
      });
      await app.register(adminRoutes, { prefix: '/v1/api/admin', access, whitelist });
      await app.register(orgRoutes, {
        prefix: '/v1/api/org',
        access,
        whitelist,
        loginAttemptsPerIp: config.loginAttemptsPerIp,
      });
    },
  };
}
