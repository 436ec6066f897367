// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from './endpoint.js';
import type { Endpoints } from './index.js';

const r = <D extends keyof Endpoints, K extends keyof Endpoints[D]>(...args: Parameters<typeof route>) =>
  route<Extract<Endpoints[D][K], Endpoint>>(...args);

/** Every endpoint without its schemas: what the web app and the house games call through. */
export const routes = {
  system: {
    status: r<'system', 'status'>('GET', '/wps/system/status', 'public'),
    whitelabel: r<'system', 'whitelabel'>('GET', '/wps/system/whitelabel', 'public'),
    registerSettings: r<'system', 'registerSettings'>('GET', '/wps/system/setting/register', 'public'),
    domainRoute: r<'system', 'domainRoute'>('GET', '/wps/system/domainRoute', 'public'),
    helpCenter: r<'system', 'helpCenter'>('GET', '/wps/system/helpCenter', 'public'),
    publicKey: r<'system', 'publicKey'>('GET', '/wps/system/publicKey', 'public'),
  },
  identity: {
    imageCaptcha: r<'identity', 'imageCaptcha'>('GET', '/wps/captcha', 'public'),
    sliderCaptcha: r<'identity', 'sliderCaptcha'>('GET', '/wps/captcha/slider', 'public'),
    smsNoLogin: r<'identity', 'smsNoLogin'>('POST', '/wps/verification/sms/noLogin', 'public'),
    smsRegister: r<'identity', 'smsRegister'>('POST', '/wps/verification/sms/register', 'public'),
    countries: r<'identity', 'countries'>('GET', '/wps/system/countries', 'public'),
    register: r<'identity', 'register'>('PUT', '/wps/member/register', 'public', { enc: true }),
    registerMobile: r<'identity', 'registerMobile'>('PUT', '/wps/member/register/mobile', 'public', { enc: true }),
    affiliate: r<'identity', 'affiliate'>('GET', '/wps/agent/affiliate', 'public'),
    memberInfo: r<'identity', 'memberInfo'>('GET', '/wps/member/info', 'session'),
    memberIcon: r<'identity', 'memberIcon'>('GET', '/wps/member/info/icon', 'session'),
    changePassword: r<'identity', 'changePassword'>('POST', '/wps/member/password', 'member', { enc: true }),
    forgotPasswordEmail: r<'identity', 'forgotPasswordEmail'>('POST', '/wps/member/password/email', 'public', {
      bodyKind: 'form',
    }),
    resetPassword: r<'identity', 'resetPassword'>('POST', '/wps/member/password/reset', 'public'),
    forgotPasswordMobile: r<'identity', 'forgotPasswordMobile'>('POST', '/wps/member/password/verification', 'public'),
    login: r<'identity', 'login'>('POST', '/wps/session/login', 'public', { enc: true }),
    freeplay: r<'identity', 'freeplay'>('POST', '/wps/session/login/freeplay', 'public'),
    logout: r<'identity', 'logout'>('DELETE', '/wps/session/logout', 'session'),
  },
  account: {
    profile: r<'account', 'profile'>('GET', '/wps/member/profile', 'member'),
    updateProfile: r<'account', 'updateProfile'>('PUT', '/wps/member/profile', 'member'),
    paymentPassword: r<'account', 'paymentPassword'>('POST', '/wps/member/paymentPassword', 'member', { enc: true }),
    totpSetup: r<'account', 'totpSetup'>('POST', '/wps/member/totp/setup', 'member'),
    totpConfirm: r<'account', 'totpConfirm'>('POST', '/wps/member/totp/confirm', 'member'),
    totpRemove: r<'account', 'totpRemove'>('POST', '/wps/member/totp/remove', 'member'),
    bindMobile: r<'account', 'bindMobile'>('POST', '/wps/member/mobile', 'member'),
    emailCode: r<'account', 'emailCode'>('POST', '/wps/verification/email/bind', 'member'),
    bindEmail: r<'account', 'bindEmail'>('POST', '/wps/member/email', 'member'),
  },
  dev: {
    inbox: r<'dev', 'inbox'>('GET', '/dev/api/inbox', 'public'),
    captchaAnswer: r<'dev', 'captchaAnswer'>('GET', '/dev/api/captcha/:captchaId', 'public'),
    phoneAuthToken: r<'dev', 'phoneAuthToken'>('POST', '/dev/api/phoneAuth/token', 'public'),
  },
  content: {
    announcements: r<'content', 'announcements'>('GET', '/lgw/games/announcements', 'public'),
    relayAnnouncements: r<'content', 'relayAnnouncements'>('GET', '/wps/relay/announcements', 'public'),
    banners: r<'content', 'banners'>('GET', '/wps/content/banners', 'public'),
  },
  messages: {
    publicState: r<'messages', 'publicState'>('GET', '/wps/member/publicState', 'session'),
    list: r<'messages', 'list'>('GET', '/wps/member/messages', 'member'),
    markRead: r<'messages', 'markRead'>('POST', '/wps/member/messages/read', 'member'),
    events: r<'messages', 'events'>('GET', '/wps/member/events', 'session', { responseKind: 'eventStream' }),
  },
  wallet: {
    balance: r<'wallet', 'balance'>('GET', '/wps/member/balance', 'session'),
    transactions: r<'wallet', 'transactions'>('GET', '/wps/member/transactions', 'session'),
  },
  games: {
    gameList: r<'games', 'gameList'>('GET', '/wps/relay/GCSGAME_gameList', 'optionalSession'),
    hotGames: r<'games', 'hotGames'>('GET', '/wps/relay/hotGamesV2', 'public'),
    gameHot: r<'games', 'gameHot'>('GET', '/lgw/games/gameHot', 'public'),
    newGameVendor: r<'games', 'newGameVendor'>('GET', '/wps/relay/newGameVendor', 'public'),
    gameVendor: r<'games', 'gameVendor'>('GET', '/lgw/games/gameVendor', 'public'),
    vassGameType: r<'games', 'vassGameType'>('GET', '/lgw/games/vassGameType', 'public'),
    gameMenus: r<'games', 'gameMenus'>('GET', '/lgw/games/game_menus', 'public'),
    vnGameMenu: r<'games', 'vnGameMenu'>('GET', '/lgw/vn/games/game_menu', 'public'),
    vnRecent: r<'games', 'vnRecent'>('GET', '/lgw/vn/games/game_menu/recent', 'optionalSession'),
    rankList: r<'games', 'rankList'>('GET', '/wps/relay/GCSGAME_getRankList', 'public'),
    favouriteIds: r<'games', 'favouriteIds'>('GET', '/wps/relay/getFavoriteGames', 'session'),
    favGames: r<'games', 'favGames'>('GET', '/lgw/games/favGames', 'session'),
    favouriteGames: r<'games', 'favouriteGames'>('GET', '/wps/relay/getFavoriteGamesList', 'session'),
    favGameList: r<'games', 'favGameList'>('GET', '/lgw/games/favGameList', 'session'),
    addFavourite: r<'games', 'addFavourite'>('POST', '/wps/relay/addFavoriteGameV2', 'session'),
    removeFavourite: r<'games', 'removeFavourite'>('DELETE', '/wps/relay/removeFavoriteGameV2', 'session'),
    recentGames: r<'games', 'recentGames'>('GET', '/wps/relay/GCS_recentGame', 'session'),
  },
  media: {
    gameArt: r<'media', 'gameArt'>('GET', '/media/games/:file', 'public', { responseKind: 'svg' }),
    flagArt: r<'media', 'flagArt'>('GET', '/media/COUNTRY_FLAG/:file', 'public', { responseKind: 'svg' }),
    vendorArt: r<'media', 'vendorArt'>('GET', '/media/vendors/:file', 'public', { responseKind: 'svg' }),
    bannerArt: r<'media', 'bannerArt'>('GET', '/media/banners/:file', 'public', { responseKind: 'svg' }),
  },
  play: {
    launchGame: r<'play', 'launchGame'>('GET', '/wps/game/launchGame', 'visitorOrSession'),
    bets: r<'play', 'bets'>('GET', '/wps/member/bets', 'session'),
    profit: r<'play', 'profit'>('GET', '/wps/member/profit', 'session'),
  },
  seamless: {
    authenticate: r<'seamless', 'authenticate'>('POST', '/seamless/v1/authenticate', 'providerSignature'),
    balance: r<'seamless', 'balance'>('POST', '/seamless/v1/balance', 'providerSignature'),
    debit: r<'seamless', 'debit'>('POST', '/seamless/v1/debit', 'providerSignature'),
    credit: r<'seamless', 'credit'>('POST', '/seamless/v1/credit', 'providerSignature'),
    rollback: r<'seamless', 'rollback'>('POST', '/seamless/v1/rollback', 'providerSignature'),
  },
  house: {
    session: r<'house', 'session'>('POST', '/house/api/session', 'public'),
    balance: r<'house', 'balance'>('GET', '/house/api/balance', 'gameSession'),
    slotSpin: r<'house', 'slotSpin'>('POST', '/house/api/slot/spin', 'gameSession'),
    baccaratDeal: r<'house', 'baccaratDeal'>('POST', '/house/api/baccarat/deal', 'gameSession'),
    history: r<'house', 'history'>('GET', '/house/api/history', 'gameSession'),
    client: r<'house', 'client'>('GET', '/house/play/*', 'public', { responseKind: 'static' }),
  },
  cashier: {
    channels: r<'cashier', 'channels'>('GET', '/wps/cashier/channels', 'member'),
    deposit: r<'cashier', 'deposit'>('POST', '/wps/cashier/deposit', 'member'),
    deposits: r<'cashier', 'deposits'>('GET', '/wps/cashier/deposits', 'member'),
    paymentCallback: r<'cashier', 'paymentCallback'>('POST', '/wps/payment/callback/:provider', 'gatewaySignature', {
      bodyKind: 'text',
    }),
    uploadDepositReceipt: r<'cashier', 'uploadDepositReceipt'>(
      'PUT',
      '/wps/cashier/deposits/:orderNo/receipt',
      'member',
      { bodyKind: 'image' },
    ),
    depositReceipt: r<'cashier', 'depositReceipt'>('GET', '/wps/cashier/deposits/:orderNo/receipt', 'member', {
      responseKind: 'image',
    }),
    payoutAccounts: r<'cashier', 'payoutAccounts'>('GET', '/wps/cashier/payoutAccounts', 'member'),
    addPayoutAccount: r<'cashier', 'addPayoutAccount'>('POST', '/wps/cashier/payoutAccounts', 'member'),
    removePayoutAccount: r<'cashier', 'removePayoutAccount'>('DELETE', '/wps/cashier/payoutAccounts/:id', 'member'),
    withdrawConfig: r<'cashier', 'withdrawConfig'>('GET', '/wps/cashier/withdrawConfig', 'member'),
    withdraw: r<'cashier', 'withdraw'>('POST', '/wps/cashier/withdraw', 'member', { enc: true }),
    withdrawals: r<'cashier', 'withdrawals'>('GET', '/wps/cashier/withdrawals', 'member'),
    confirmReceipt: r<'cashier', 'confirmReceipt'>('POST', '/wps/cashier/withdrawals/:orderNo/receipt', 'member'),
    receiptProof: r<'cashier', 'receiptProof'>('POST', '/wps/cashier/withdrawals/:orderNo/receipt/proof', 'member', {
      bodyKind: 'image',
    }),
  },
  admin: {
    pendingWithdrawals: r<'admin', 'pendingWithdrawals'>('GET', '/wps/admin/withdrawals', 'operator'),
    approveWithdrawal: r<'admin', 'approveWithdrawal'>('POST', '/wps/admin/withdrawals/:orderNo/approve', 'operator'),
    rejectWithdrawal: r<'admin', 'rejectWithdrawal'>('POST', '/wps/admin/withdrawals/:orderNo/reject', 'operator'),
    disputedWithdrawals: r<'admin', 'disputedWithdrawals'>('GET', '/wps/admin/withdrawals/disputed', 'operator'),
    withdrawalProof: r<'admin', 'withdrawalProof'>('GET', '/wps/admin/withdrawals/:orderNo/proof', 'operator', {
      responseKind: 'image',
    }),
    withdrawalSettings: r<'admin', 'withdrawalSettings'>('GET', '/wps/admin/withdrawalSettings', 'operator'),
    updateWithdrawalSettings: r<'admin', 'updateWithdrawalSettings'>(
      'PUT',
      '/wps/admin/withdrawalSettings',
      'operator',
    ),
    pendingDeposits: r<'admin', 'pendingDeposits'>('GET', '/wps/admin/deposits', 'operator'),
    depositReceipt: r<'admin', 'depositReceipt'>('GET', '/wps/admin/deposits/:orderNo/receipt', 'operator', {
      responseKind: 'image',
    }),
    approveDeposit: r<'admin', 'approveDeposit'>('POST', '/wps/admin/deposits/:orderNo/approve', 'operator'),
    rejectDeposit: r<'admin', 'rejectDeposit'>('POST', '/wps/admin/deposits/:orderNo/reject', 'operator'),
  },
  transfer: {
    config: r<'transfer', 'config'>('GET', '/wps/member/transfer/config', 'member'),
    toUpline: r<'transfer', 'toUpline'>('POST', '/wps/member/transfer/upline', 'member', { enc: true }),
    toDownline: r<'transfer', 'toDownline'>('POST', '/wps/agent/transfer/downline', 'agent', { enc: true }),
    downlines: r<'transfer', 'downlines'>('GET', '/wps/agent/transfer/downlines', 'agent'),
    records: r<'transfer', 'records'>('GET', '/wps/member/transfers', 'member'),
    merchantWallet: r<'transfer', 'merchantWallet'>('GET', '/wps/relay/GCS_merchantWallet', 'member'),
    walletTransfer: r<'transfer', 'walletTransfer'>('POST', '/wps/relay/GCS_walletTransfer', 'member'),
    consolidated: r<'transfer', 'consolidated'>('GET', '/wps/member/info/funds/consolidated', 'member'),
  },
  sandboxGateway: {
    createPayment: r<'sandboxGateway', 'createPayment'>('POST', '/sandbox-gateway/api/payments', 'gatewaySignature', {
      bodyKind: 'text',
      responseKind: 'json',
    }),
    checkout: r<'sandboxGateway', 'checkout'>('GET', '/sandbox-gateway/pay/:id', 'public', { responseKind: 'html' }),
    complete: r<'sandboxGateway', 'complete'>('POST', '/sandbox-gateway/pay/:id/complete', 'public', {
      bodyKind: 'form',
      responseKind: 'redirect',
    }),
  },
  web: {
    app: r<'web', 'app'>('GET', '/*', 'public', { responseKind: 'static' }),
    docs: r<'web', 'docs'>('GET', '/docs', 'public', { responseKind: 'html' }),
    openApi: r<'web', 'openApi'>('GET', '/docs/json', 'public', { responseKind: 'json' }),
  },
};
