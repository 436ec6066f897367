import type { RegisterField, PatternId, WhitelabelFlag } from '@fortuna/contracts';
import type { Db } from '../platform/db.js';
import {
  customerServiceChannel,
  helpArticle,
  ipCountryRange,
  merchant,
  mirrorDomain,
  regionRule,
  registerFieldSetting,
  whitelabelFlag,
} from '../modules/system/system-tables.js';
import { HELP_ARTICLES } from './help-content.js';

// Modules not built yet (UNBUILT_FLAGS) stay off: the demo switches on only what works.
const FLAGS: Record<WhitelabelFlag, boolean> = {
  MOBILENUMREG3: false,
  CHNGPASSVERIF3: true,
  AGENTPOLICY3: true,
  VIP: false,
  FREEPLAY: true,
  SMSVERIFY: true,
  CODELOGIN: true,
  FORCECHANGEPASS: true,
  PASSWORDEXPIRY: false,
  PHONEAUTH: false,
  CONTRACT: true,
  SALARY: true,
  HOURSALARY: true,
  REALTIMESALARY: true,
  SECONDLANG: false,
  POINTMALL: false,
  MISSION: false,
  REFERRAL: false,
};

type FieldRow = [
  RegisterField,
  shown: boolean,
  required: boolean,
  PatternId,
  min: number,
  max: number,
  accepted?: string,
];
const REGISTER_FIELDS: FieldRow[] = [
  ['username', true, true, 'LETTER_START_ALNUM', 6, 16],
  ['password', true, true, 'LETTERS_AND_DIGITS', 6, 20],
  ['confirmPassword', true, true, 'LETTERS_AND_DIGITS', 6, 20],
  ['mobileNum', true, false, 'DIGITS', 10, 10],
  ['verificationCode', true, false, 'DIGITS', 6, 6],
  ['payeeName', true, false, 'FULL_NAME', 3, 50],
  ['email', true, false, 'EMAIL', 6, 60],
  ['affiliateCode', true, false, 'LETTERS_OR_DIGITS', 4, 16],
  ['captcha', true, true, 'LETTERS_OR_DIGITS', 4, 4],
  ['paymentPassword', false, false, 'DIGITS', 6, 6],
  ['recommenderId', false, false, 'LETTERS_OR_DIGITS', 4, 16],
  ['qqNum', false, false, 'DIGITS', 5, 12],
  ['line', false, false, 'NO_SPACES', 3, 30],
  ['whatsapp', false, false, 'DIGITS', 7, 15],
  ['facebook', false, false, 'NO_SPACES', 3, 50],
  ['wechat', false, false, 'NO_SPACES', 3, 30],
  ['idNumber', false, false, 'LETTERS_OR_DIGITS', 6, 20],
  ['nickname', true, false, 'LENGTH', 2, 20],
  ['telegram', true, false, 'NO_SPACES', 3, 32],
  ['zalo', false, false, 'DIGITS', 9, 11],
  ['birthday', true, false, 'DATE', 10, 10],
  ['address', false, false, 'LENGTH', 5, 120],
  ['nationality', false, false, 'ENGLISH_SPACES', 2, 40],
  ['placeOfBirth', false, false, 'ENGLISH_SPACES', 2, 60],
  ['occupation', false, false, 'ENGLISH_SPACES', 2, 60],
  ['sourceOfIncome', false, false, 'ENGLISH_SPACES', 2, 60],
];

/** The demo brand's merchant row: Filipino market, peso. */
const DEMO_BRAND = {
  name: 'Fortuna',
  mainDomain: 'fortuna.example',
  agentDomain: 'agent.fortuna.example',
  currencyCode: 'PHP',
  currencySymbol: '₱',
  timeZone: 'Asia/Manila',
  languages: ['EN', 'TY'],
  defaultLanguage: 'TY',
  gtagId: null,
  // Same-origin paths in the demo; an operator lists real CDN hosts here.
  imageCdns: ['/media'],
  launchGameCdns: ['/house'],
  resources: {
    iosAppUrl: 'https://fortuna.example/app/ios',
    androidAppUrl: 'https://fortuna.example/app/android.apk',
    installGuideUrl: '/help#install',
    logoUrl: '/logo.svg',
    socialLinks: [
      { name: 'Facebook', url: 'https://facebook.com/fortuna.example' },
      { name: 'Telegram', url: 'https://t.me/fortuna_example' },
      { name: 'YouTube', url: 'https://youtube.com/@fortuna.example' },
    ],
    licenseImageUrl: null,
  },
};

/** Customer-service channels: [type, position, kind, title, path], in their order. */
const CUSTOMER_SERVICE: Array<[type: string, csPosition: string, csType: string, title: string, path: string]> = [
  ['LIVECHAT', 'SIDEMENU', 'URL', 'Live Chat 24/7', '/help#contact'],
  ['TELEGRAM', 'SIDEMENU', 'URL', 'Telegram', 'https://t.me/fortuna_support'],
  ['WHATSAPP', 'SIDEMENU', 'URL', 'WhatsApp', 'https://wa.me/639170000000'],
  ['EMAIL', 'FOOTER', 'MAIL', 'E-mail', 'mailto:support@fortuna.example'],
];

/** Mirror domains: [url, label], in their order, all verified. */
const MIRRORS: Array<[url: string, label: string]> = [
  ['https://fortuna.example', 'Main site'],
  ['https://ph1.fortuna.example', 'Mirror PH-1'],
  ['https://ph2.fortuna.example', 'Mirror PH-2'],
  ['https://asia.fortuna.example', 'Mirror Asia'],
];

/** The demo brand: Filipino market, peso, every module on, demo region and maintenance data. */
export async function seedSystem(db: Db, merchantCode: string): Promise<void> {
  await db
    .insert(merchant)
    .values({ code: merchantCode, ...DEMO_BRAND })
    .onConflictDoNothing();

  await db
    .insert(whitelabelFlag)
    .values(Object.entries(FLAGS).map(([flag, enabled]) => ({ merchantCode, flag, enabled })))
    .onConflictDoNothing();

  await db
    .insert(registerFieldSetting)
    .values(
      REGISTER_FIELDS.map(([field, shown, required, patternId, min, max, accepted], sort) => ({
        merchantCode,
        field,
        shown,
        required,
        patternId,
        minLength: min,
        maxLength: max,
        acceptedPattern: accepted ?? '*',
        sort,
      })),
    )
    .onConflictDoNothing();

  // TEST-NET ranges (RFC 5737) so the demo can show the blocked screen without real users.
  await db.insert(regionRule).values([
    { merchantCode, action: 'deny', cidr: '203.0.113.0/24', country: null, note: 'demo: TEST-NET-3 is blocked' },
    { merchantCode, action: 'deny', cidr: null, country: 'ZZ', note: 'demo: country rule for the ZZ test range' },
  ]);
  await db.insert(ipCountryRange).values({ cidr: '198.51.100.0/24', country: 'ZZ' }).onConflictDoNothing();

  await db.insert(customerServiceChannel).values(
    CUSTOMER_SERVICE.map(([type, csPosition, csType, title, path], index) => ({
      merchantCode,
      type,
      csPosition,
      csType,
      title,
      path,
      sort: index + 1,
    })),
  );

  await db
    .insert(mirrorDomain)
    .values(MIRRORS.map(([url, label], index) => ({ merchantCode, url, label, verified: true, sort: index + 1 })))
    .onConflictDoNothing();

  await db
    .insert(helpArticle)
    .values(HELP_ARTICLES.map((a) => ({ merchantCode, device: 'WEB', ...a })))
    .onConflictDoNothing();
}
