import { announcement, banner } from '../modules/content/content-tables.js';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../platform/db.js';

type Lang = 'EN' | 'TY' | 'TH';
type Text = Record<Lang, [title: string, content: string]>;

/**
 * House rule 3: the demo's texts promise only what the platform does today (no bonus, cashback,
 * referral, mission, jackpot or lottery marketing until those modules exist, issues 20 and 22).
 * The first popup ("Register today") is for visitors only: a member is never asked to register.
 */
const VISITOR_ONLY_POPUPS = 1;
const POPUPS: Text[] = [
  {
    EN: ['Welcome to Fortuna', 'Register in a minute, try any game for free with a trial account, and deposit with GCash, Maya or bank transfer when you are ready.'],
    TY: ['Maligayang pagdating sa Fortuna', 'Magparehistro sa loob ng isang minuto, subukan ang anumang laro nang libre gamit ang trial account, at magdeposito gamit ang GCash, Maya o bank transfer kapag handa ka na.'],
    TH: ['ยินดีต้อนรับสู่ Fortuna', 'สมัครได้ในหนึ่งนาที ทดลองเล่นทุกเกมฟรีด้วยบัญชีทดลอง และฝากเงินผ่าน GCash, Maya หรือโอนผ่านธนาคารเมื่อคุณพร้อม'],
  },
  {
    EN: ['Play responsibly', 'Set a budget before you play and take breaks. Customer service can lock your account for a cooling-off period at any time.'],
    TY: ['Maglaro nang responsable', 'Magtakda ng badyet bago maglaro at magpahinga paminsan-minsan. Maaaring i-lock ng customer service ang iyong account para sa cooling-off period anumang oras.'],
    TH: ['เล่นอย่างรับผิดชอบ', 'กำหนดงบประมาณก่อนเล่นและพักเป็นระยะ ฝ่ายบริการลูกค้าสามารถล็อกบัญชีของคุณเพื่อพักการเล่นได้ตลอดเวลา'],
  },
  {
    EN: ['Protect your account', 'Bind your mobile, set a withdrawal password and add an authenticator app in the Security Centre.'],
    TY: ['Protektahan ang iyong account', 'I-bind ang iyong mobile, magtakda ng withdrawal password at magdagdag ng authenticator app sa Security Centre.'],
    TH: ['ปกป้องบัญชีของคุณ', 'ผูกเบอร์มือถือ ตั้งรหัสผ่านถอนเงิน และเพิ่มแอปยืนยันตัวตนในศูนย์ความปลอดภัย'],
  },
]; // prettier-ignore

/** Announcements (type B): how deposits work, as the cashier does it. */
const CASHIER_NEWS: Text[] = [
  { EN: ['Deposit with GCash or Maya', 'Pay online with GCash or Maya: your balance is credited as soon as the payment is confirmed.'], TY: ['Magdeposito gamit ang GCash o Maya', 'Magbayad online gamit ang GCash o Maya: maikredito ang iyong balanse sa sandaling makumpirma ang bayad.'], TH: ['ฝากเงินด้วย GCash หรือ Maya', 'ชำระเงินออนไลน์ด้วย GCash หรือ Maya ยอดเงินจะเข้าบัญชีทันทีที่ยืนยันการชำระเงิน'] },
  { EN: ['Bank transfer deposits', 'Transfer to our BDO account and upload the slip: the cashier team checks it and credits your balance.'], TY: ['Deposito sa bank transfer', 'Mag-transfer sa aming BDO account at i-upload ang slip: susuriin ito ng cashier team at ikredito sa iyong balanse.'], TH: ['ฝากเงินผ่านการโอนธนาคาร', 'โอนเข้าบัญชี BDO ของเราแล้วอัปโหลดสลิป ทีมแคชเชียร์จะตรวจสอบและเติมยอดเงินให้คุณ'] },
]; // prettier-ignore

const HEADLINES: Text[] = [
  { EN: ['Free play', 'Try any slot with a trial account: press Free play at the top of the page, no deposit needed.'], TY: ['Libreng laro', 'Subukan ang anumang slot gamit ang trial account: pindutin ang Free play sa itaas ng pahina, walang kailangang deposito.'], TH: ['ทดลองเล่นฟรี', 'ทดลองเล่นสล็อตใดก็ได้ด้วยบัญชีทดลอง กด ทดลองเล่น ที่ด้านบนของหน้า ไม่ต้องฝากเงิน'] },
  { EN: ['Safe withdrawals', 'Withdrawals go only to payout accounts in your own name and need your withdrawal password.'], TY: ['Ligtas na pag-withdraw', 'Napupunta lamang ang withdrawal sa mga payout account na nasa iyong pangalan at kailangan ang iyong withdrawal password.'], TH: ['ถอนเงินอย่างปลอดภัย', 'การถอนเงินโอนเข้าเฉพาะบัญชีรับเงินในชื่อของคุณ และต้องใช้รหัสผ่านถอนเงิน'] },
  { EN: ['Official mirrors', 'Bookmark our mirror list so you can always reach Fortuna.'], TY: ['Opisyal na mirror', 'I-bookmark ang aming mirror list para lagi mong maabot ang Fortuna.'], TH: ['มิเรอร์ทางการ', 'บุ๊กมาร์กรายการมิเรอร์ของเรา เพื่อเข้าถึง Fortuna ได้เสมอ'] },
]; // prettier-ignore

/** Three of the catalogue's new video slots, one per vendor, with their vendors' names: the notices name real games. */
async function newSlots(db: Db): Promise<Array<{ game: string; vendor: string }>> {
  // The first new video slot of each vendor, then the first three of those in catalogue order.
  return queryRows<{ game: string; vendor: string }>(
    db,
    sql`SELECT game, vendor FROM (
          SELECT DISTINCT ON (g.vassalage) g.game_name AS game, v.display_name AS vendor, g.node_id
          FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage AND v.game_type = g.game_type
          WHERE g.game_type = 'RNG' AND g.is_game = 'GAME' AND g.is_new = 1 AND g.game_classify IS NULL
          ORDER BY g.vassalage, g.node_id
        ) first_new ORDER BY node_id LIMIT 3`,
  );
}

/** Player notices: 12 per language from templates (vendor maintenance, new games, service notes). */
function playerNotices(slots: Array<{ game: string; vendor: string }>): Text[] {
  const vendors = ['PG Soft', 'JILI', 'Evolution', 'SABA Sports', 'CQ9 Gaming', 'SV388'];
  const notices: Text[] = vendors.map((v, i) => {
    const day = `2026-12-${String(3 + i * 2).padStart(2, '0')}`;
    return {
      EN: [
        `Scheduled maintenance: ${v}`,
        `${v} will be under maintenance on ${day} from 02:00 to 04:00 (GMT+8). Balances are safe; please finish open rounds before then.`,
      ],
      TY: [
        `Nakatakdang maintenance: ${v}`,
        `Ang ${v} ay sasailalim sa maintenance sa ${day} mula 02:00 hanggang 04:00 (GMT+8). Ligtas ang inyong balanse; tapusin ang mga bukas na round bago iyon.`,
      ],
      TH: [
        `ปิดปรับปรุงตามกำหนด: ${v}`,
        `${v} จะปิดปรับปรุงในวันที่ ${day} เวลา 02:00 ถึง 04:00 (GMT+8) ยอดเงินของคุณปลอดภัย กรุณาเล่นรอบที่ค้างให้จบก่อนเวลาดังกล่าว`,
      ],
    };
  });
  for (const { game: g, vendor } of slots) {
    notices.push({
      EN: [`New game: ${g}`, `${g} by ${vendor} is now in the slots lobby. Try it for free or play for real.`],
      TY: [
        `Bagong laro: ${g}`,
        `Ang ${g} ng ${vendor} ay nasa slots lobby na. Subukan nang libre o maglaro nang totoo.`,
      ],
      TH: [`เกมใหม่: ${g}`, `${g} จาก ${vendor} เปิดให้เล่นแล้วในล็อบบี้สล็อต ทดลองเล่นฟรีหรือเล่นจริงได้เลย`],
    });
  }
  notices.push(
    { EN: ['Deposit slips', 'For a bank transfer deposit, upload a clear photo of the slip: the cashier team checks it before crediting.'], TY: ['Mga deposit slip', 'Para sa deposito sa bank transfer, mag-upload ng malinaw na larawan ng slip: susuriin ito ng cashier team bago ikredito.'], TH: ['สลิปการฝากเงิน', 'สำหรับการฝากผ่านการโอนธนาคาร กรุณาอัปโหลดรูปสลิปที่ชัดเจน ทีมแคชเชียร์จะตรวจสอบก่อนเติมเงิน'] },
    { EN: ['Account security', 'Fortuna staff will never ask for your password or SMS code.'], TY: ['Seguridad ng account', 'Hindi kailanman hihingin ng Fortuna staff ang iyong password o SMS code.'], TH: ['ความปลอดภัยของบัญชี', 'เจ้าหน้าที่ Fortuna จะไม่ขอรหัสผ่านหรือรหัส SMS ของคุณ'] },
    { EN: ['Updated terms', 'Our terms and conditions were updated. Read them in the help centre.'], TY: ['Na-update na mga tuntunin', 'Na-update ang aming mga tuntunin at kondisyon. Basahin ito sa help centre.'], TH: ['ข้อกำหนดที่ปรับปรุง', 'ข้อกำหนดและเงื่อนไขของเราได้รับการปรับปรุง อ่านได้ที่ศูนย์ช่วยเหลือ'] },
  ); // prettier-ignore
  return notices;
}

type BannerText = Record<Lang, [title: string, subtitle: string]>;
const BANNERS: Array<{ group: 'w_home' | 'w_reg' | 'w_leftmenu'; link: string | null; text: BannerText }> = [
  { group: 'w_home', link: '/rng', text: { EN: ['1,000+ Slots', 'Try any slot free before you play'], TY: ['1,000+ na Slots', 'Subukan nang libre bago maglaro'], TH: ['สล็อตกว่า 1,000 เกม', 'ทดลองเล่นฟรีก่อนเล่นจริง'] } },
  { group: 'w_home', link: '/fish', text: { EN: ['Fishing Games', 'Aim, shoot and win'], TY: ['Mga Larong Pangingisda', 'Tumutok, bumaril at manalo'], TH: ['เกมยิงปลา', 'เล็ง ยิง และชนะ'] } },
  { group: 'w_home', link: '/live', text: { EN: ['Live Casino Nights', 'Real dealers, real tables, 24/7'], TY: ['Gabi ng Live Casino', 'Totoong dealer at mesa, 24/7'], TH: ['คาสิโนสดยามค่ำคืน', 'ดีลเลอร์จริง โต๊ะจริง ตลอด 24 ชั่วโมง'] } },
  { group: 'w_home', link: '/esports', text: { EN: ['E-sports & Sabong', 'Bet on every match and every fight'], TY: ['E-sports at Sabong', 'Tumaya sa bawat laban'], TH: ['อีสปอร์ตและไก่ชน', 'เดิมพันทุกแมตช์ ทุกไฟต์'] } },
  { group: 'w_reg', link: null, text: { EN: ['Join Fortuna', 'Sign up in one minute'], TY: ['Sumali sa Fortuna', 'Mag-sign up sa loob ng isang minuto'], TH: ['ร่วมกับ Fortuna', 'สมัครได้ในหนึ่งนาที'] } },
  { group: 'w_leftmenu', link: '/member?page=depositv2', text: { EN: ['GCash & Maya', 'Deposit online in seconds'], TY: ['GCash at Maya', 'Magdeposito online sa ilang segundo'], TH: ['GCash และ Maya', 'ฝากเงินออนไลน์ในไม่กี่วินาที'] } },
  { group: 'w_leftmenu', link: '/mirror', text: { EN: ['Official Mirrors', 'Always reach Fortuna'], TY: ['Opisyal na Mirror', 'Laging maabot ang Fortuna'], TH: ['มิเรอร์ทางการ', 'เข้าถึง Fortuna ได้เสมอ'] } },
]; // prettier-ignore

const LANGS: Lang[] = ['EN', 'TY', 'TH'];

/** The agent centre's announcements (audience agents, issue 21). */
const AGENT_NEWS: Text[] = [
  { EN: ['Referral links with channels', 'Make a link per channel in Account registration: you see how many sign-ups each one brings, and a link can sign up agents too.'], TY: ['Mga referral link na may channel', 'Gumawa ng link para sa bawat channel sa Pagpaparehistro ng account: makikita mo kung ilan ang nagparehistro sa bawat isa, at puwede ring magparehistro ng agent ang isang link.'], TH: ['ลิงก์แนะนำพร้อมช่องทาง', 'สร้างลิงก์ต่อช่องทางในหน้าการลงทะเบียนบัญชี: ดูได้ว่าแต่ละลิงก์มีผู้สมัครกี่คน และลิงก์ยังใช้สมัครเอเจนต์ได้ด้วย'] },
  { EN: ['Team figures update every five minutes', 'Team overview, team management and user P&L add the current five minutes live, so a downline’s play shows at once.'], TY: ['Nag-a-update ang mga numero ng team bawat limang minuto', 'Idinadagdag nang live ng team overview, team management at user P&L ang kasalukuyang limang minuto, kaya agad makikita ang laro ng downline.'], TH: ['ตัวเลขทีมอัปเดตทุกห้านาที', 'ภาพรวมทีม การจัดการทีม และกำไรขาดทุนของผู้ใช้ รวมห้านาทีปัจจุบันแบบสด การเล่นของดาวน์ไลน์จึงแสดงทันที'] },
]; // prettier-ignore

/** Announcements (B, PL, PU, H; no PR until promotions exist) and banners (w_home, w_reg, w_leftmenu) in EN, TY and TH. */
export async function seedCatalogueContent(db: Db, merchantCode: string): Promise<void> {
  const now = Date.now();
  const notices = playerNotices(await newSlots(db));
  const rows: Array<typeof announcement.$inferInsert> = [];
  for (const lang of LANGS) {
    const push = (
      type: 'B' | 'PL' | 'PU' | 'PR' | 'H',
      texts: Text[],
      imageUrl: (i: number) => string | null = () => null,
      audience: (i: number) => 'all' | 'visitors' | 'agents' = () => 'all',
    ) =>
      texts.forEach((t, i) => {
        const [title, content] = t[lang];
        rows.push({
          merchantCode,
          type,
          lang,
          title,
          content,
          imageUrl: imageUrl(i),
          audience: audience(i),
          sort: i,
          startsAt: new Date(now - (i + 1) * 86_400_000),
        });
      });
    push('PL', notices);
    push('PU', POPUPS, undefined, (i) => (i < VISITOR_ONLY_POPUPS ? 'visitors' : 'all'));
    push('H', HEADLINES);
    push('B', CASHIER_NEWS);
    push('PL', AGENT_NEWS, undefined, () => 'agents');
  }
  await db.insert(announcement).values(rows);
  await db.insert(banner).values(
    LANGS.flatMap((lang) =>
      BANNERS.map((b, i) => ({
        merchantCode,
        groupName: b.group,
        lang,
        title: b.text[lang][0],
        subtitle: b.text[lang][1],
        linkUrl: b.link,
        sort: i,
      })),
    ),
  );
}
