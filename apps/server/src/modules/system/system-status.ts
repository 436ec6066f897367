import { encryptCustomerServicePath, SYSTEM_STATUS, type SystemStatus } from '@fortuna/contracts';
import { isRegionBlocked, normaliseIp } from './region-fns.js';
import type { Repository, Snapshot } from './system-snapshot.js';

/**
 * The site's status for one client at `now`: maintenance, region restriction (the client's country
 * is looked up only when a rule names one) and everything the site needs to draw its shell.
 */
export async function systemStatusOf(
  snap: Snapshot,
  context: {
    repo: Repository;
    merchantCode: string;
    now: Date;
    clientIp: string;
    demo: SystemStatus['demo'];
  },
): Promise<SystemStatus> {
  const { repo, merchantCode, now } = context;
  const ip = normaliseIp(context.clientIp);
  const current = snap.windows.find((w) => w.startsAt <= now && now < w.endsAt) ?? null;
  const needsCountry = snap.rules.some((r) => r.country !== null);
  const country = needsCountry ? await repo.countryOf(ip).catch(() => null) : null;
  const blocked = isRegionBlocked(snap.rules, ip, country);
  // Maintenance wins over region restriction: nobody can use the site during it anyway.
  const status = current ? SYSTEM_STATUS.MAINTENANCE : blocked ? SYSTEM_STATUS.REGION_RESTRICTED : SYSTEM_STATUS.NORMAL;
  const next = current ?? snap.windows.find((w) => w.startsAt > now) ?? null;
  const customerService = await Promise.all(
    snap.channels.map(async (c) => ({
      type: c.type,
      csPosition: c.csPosition,
      csType: c.csType,
      title: c.title,
      path: await encryptCustomerServicePath(merchantCode, c.path),
    })),
  );
  return {
    status,
    maintenance: current !== null,
    regionRestriction: blocked,
    maintenanceStart: next ? next.startsAt.toISOString() : null,
    maintenanceEnd: next ? next.endsAt.toISOString() : null,
    location: { ip, country },
    info: {
      merchantCode,
      customerService,
      domainRoute: snap.domainRoute,
      resources: snap.resources,
      whitelabel: snap.whitelabel,
      register: snap.registerSettings,
      mainDomain: snap.brand.mainDomain,
      brand: snap.config,
    },
    analytics: { gtagId: snap.brand.gtagId },
    demo: context.demo,
    imageCDNs: snap.brand.imageCdns,
    launchGameCDNs: snap.brand.launchGameCdns,
  };
}
