import {
  BannerChange,
  BannerImageParams,
  BannerParams,
  ConsoleBanner,
  ConsoleBannerQuery,
  CreateBanner,
  RemovedBanner,
  UpdateBanner,
} from '../console-content.js';
import {
  ConsoleAnnouncement,
  ConsoleAnnouncementQuery,
  CreateAnnouncement,
  UpdateAnnouncement,
} from '../console-announcements.js';
import {
  ConsoleHelpArticle,
  ConsoleHelpQuery,
  ConsoleMirror,
  ConsoleServiceChannel,
  HelpArticleParams,
  UpdateHelpArticle,
  UpdateMirror,
  UpdateServiceChannel,
} from '../console-help.js';
import { NoQuery } from '../envelope.js';
import { endpointsOf } from './endpoint.js';

const console_ = endpointsOf(['console']);
const media = endpointsOf(['media']);
const CHANGES =
  'Appended to the audit chain (before, after, optional reason, IP) in the change’s transaction; the player site’s banner call (GET /wps/content/banners) serves it at once on every instance.';

const CHANGES_ANNOUNCEMENTS =
  'Appended to the audit chain (before, after, optional reason, IP) in the change’s transaction; every instance serves it at once (the site reads the table on each call).';

/** The console's Content pages (`content.manage`): banners by group. */
export const consoleContentEndpoints = {
  consoleBanners: console_({
    method: 'GET',
    path: '/console/api/content/banners',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Banners of every language, by group (w_home, w_reg, w_leftmenu), scheduled and ended ones included',
    description: 'In the site’s order (sort, then id); live says whether the site shows the banner now.',
    query: ConsoleBannerQuery,
    response: ConsoleBanner.array(),
  }),
  createBanner: console_({
    method: 'POST',
    path: '/console/api/content/banners',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Add a banner: group, language (EN, TY, TH), title, subtitle, link, order and schedule',
    description: `Links are in-site paths (/promotions) or https addresses. ${CHANGES}`,
    body: CreateBanner,
    response: ConsoleBanner,
  }),
  updateBanner: console_({
    method: 'PUT',
    path: '/console/api/content/banners/:id',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Change a banner’s fields (only those sent); endsAt null makes a disabled banner live again',
    description: `NOT_FOUND for an unknown banner. ${CHANGES}`,
    params: BannerParams,
    body: UpdateBanner,
    response: ConsoleBanner,
  }),
  disableBanner: console_({
    method: 'POST',
    path: '/console/api/content/banners/:id/disable',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Disable a banner: its schedule ends now, so the site stops showing it (kept for the record)',
    description: `NOT_FOUND for an unknown banner. ${CHANGES}`,
    params: BannerParams,
    body: BannerChange,
    response: ConsoleBanner,
  }),
  removeBanner: console_({
    method: 'POST',
    path: '/console/api/content/banners/:id/remove',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Delete a banner',
    description: `NOT_FOUND for an unknown banner; the audit entry keeps what it was. ${CHANGES}`,
    params: BannerParams,
    body: BannerChange,
    response: RemovedBanner,
  }),
  uploadBannerImage: console_({
    method: 'PUT',
    path: '/console/api/content/banners/:id/image',
    auth: 'staff',
    permission: 'content.manage',
    bodyKind: 'image',
    summary: 'Upload a banner’s picture (png/jpg, ≤ 5 MB, raw body): decoded and re-encoded, then shown by the site',
    description: `UNSUPPORTED_MEDIA_TYPE for bytes that are no png/jpg picture (whatever the declared type), PAYLOAD_TOO_LARGE past 5 MB; the banner's imageUrl becomes /banner-images/<id>-<hash>.<ext> (a new address per picture). ${CHANGES}`,
    params: BannerParams,
    response: ConsoleBanner,
  }),
  consoleAnnouncements: console_({
    method: 'GET',
    path: '/console/api/content/announcements',
    auth: 'staff',
    permission: 'content.manage',
    summary:
      'Announcements of every language by type (B, PL, PU, PR; H is the marquee), scheduled and ended ones included',
    description:
      'By type, language, then the site’s order (sort, newest start); live says whether the site shows it now.',
    query: ConsoleAnnouncementQuery,
    response: ConsoleAnnouncement.array(),
  }),
  createAnnouncement: console_({
    method: 'POST',
    path: '/console/api/content/announcements',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Add an announcement or marquee line (type H): language, audience, platform, title, text, order, schedule',
    description: `The site's announcement calls (/lgw/games/announcements, /wps/relay/announcements) and the logged-in header's notices serve it at once. ${CHANGES_ANNOUNCEMENTS}`,
    body: CreateAnnouncement,
    response: ConsoleAnnouncement,
  }),
  updateAnnouncement: console_({
    method: 'PUT',
    path: '/console/api/content/announcements/:id',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Change an announcement’s fields (only those sent); endsAt null makes a disabled one live again',
    description: `NOT_FOUND for an unknown announcement. ${CHANGES_ANNOUNCEMENTS}`,
    params: BannerParams,
    body: UpdateAnnouncement,
    response: ConsoleAnnouncement,
  }),
  disableAnnouncement: console_({
    method: 'POST',
    path: '/console/api/content/announcements/:id/disable',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Disable an announcement: its schedule ends now, so the site stops showing it',
    description: `NOT_FOUND for an unknown announcement. ${CHANGES_ANNOUNCEMENTS}`,
    params: BannerParams,
    body: BannerChange,
    response: ConsoleAnnouncement,
  }),
  consoleHelpArticles: console_({
    method: 'GET',
    path: '/console/api/content/help',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Help-centre articles of every language (EN, TY, TH), by language, then the site’s order',
    query: ConsoleHelpQuery,
    response: ConsoleHelpArticle.array(),
  }),
  updateHelpArticle: console_({
    method: 'PUT',
    path: '/console/api/content/help/:id',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Change a help-centre article’s category, title, text or order (only the fields sent)',
    description: `NOT_FOUND for an unknown article; GET /wps/system/helpCenter serves it at once. ${CHANGES_ANNOUNCEMENTS}`,
    params: HelpArticleParams,
    body: UpdateHelpArticle,
    response: ConsoleHelpArticle,
  }),
  consoleMirrors: console_({
    method: 'GET',
    path: '/console/api/content/mirrors',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'The mirror sites of the site’s mirror page, in its order',
    query: NoQuery,
    response: ConsoleMirror.array(),
  }),
  updateMirror: console_({
    method: 'PUT',
    path: '/console/api/content/mirrors/:id',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Change a mirror’s address (https), label, verified mark or order (only the fields sent)',
    description:
      'NOT_FOUND for an unknown mirror. Appended to the audit chain (before, after, optional reason, IP) in the change’s transaction; the brand’s cached settings are dropped on every instance (SETTINGS_CHANGED), so GET /wps/system/domainRoute serves it within a second.',
    params: HelpArticleParams,
    body: UpdateMirror,
    response: ConsoleMirror,
  }),
  consoleServiceChannels: console_({
    method: 'GET',
    path: '/console/api/content/service-channels',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Customer-service channels (disabled ones included), in the site’s order',
    query: NoQuery,
    response: ConsoleServiceChannel.array(),
  }),
  updateServiceChannel: console_({
    method: 'PUT',
    path: '/console/api/content/service-channels/:id',
    auth: 'staff',
    permission: 'content.manage',
    summary: 'Change a customer-service channel’s title, address, order, or switch it on or off',
    description:
      'NOT_FOUND for an unknown channel. Audited in the change’s transaction; every instance drops its cached settings (SETTINGS_CHANGED), so the site’s status serves it within a second.',
    params: HelpArticleParams,
    body: UpdateServiceChannel,
    response: ConsoleServiceChannel,
  }),
};

/** A banner's uploaded picture for the player site (under the image CDN's /media). */
export const contentMediaEndpoints = {
  bannerImage: media({
    method: 'GET',
    path: '/media/banner-images/:file',
    responseKind: 'image',
    summary: 'A banner’s uploaded picture (the address changes with the picture, so it is cached for good)',
    params: BannerImageParams,
  }),
};
