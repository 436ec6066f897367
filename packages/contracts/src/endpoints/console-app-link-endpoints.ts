import { ConsoleAppLinks, UpdateAppLinks } from '../console-app-links.js';
import { NoQuery } from '../envelope.js';
import { endpointsOf } from './endpoint.js';

const console_ = endpointsOf(['console']);

/** The console's app download links (`content.manage`): the side menu's QR codes and install guide. */
export const consoleAppLinkEndpoints = {
  consoleAppLinks: console_({
    method: 'GET',
    path: '/console/api/content/app-links',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'The app download links: iOS and Android addresses (the side menu’s QR codes) and the installation guide',
    query: NoQuery,
    response: ConsoleAppLinks,
  }),
  updateAppLinks: console_({
    method: 'PUT',
    path: '/console/api/content/app-links',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Change the app download links (only the fields sent): https addresses; the guide may be an in-site path',
    description:
      'Appended to the audit chain (before, after, optional reason, IP) in the change’s transaction; every instance drops its cached settings (SETTINGS_CHANGED), so the site’s status (info.resources) serves it within a second.',
    body: UpdateAppLinks,
    response: ConsoleAppLinks,
  }),
};
