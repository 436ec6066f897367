import { announcement, banner } from '../modules/content/content-tables.js';
import type { Db } from '../platform/db.js';

type Lang = 'EN' | 'TY' | 'TH';
type Text = Record<Lang, [title: string, content: string]>;

/** The first ("Register today") is for visitors only: a member is never asked to register. */
const VISITOR_ONLY_POPUPS = 1;
const POPUPS: Text[] = [
  {
    EN: ['Welcome to Fortuna', 'Register today and enjoy a 100% first deposit bonus up to ₱8,888. Terms apply.'],
    TY: [
      'Maligayang pagdating sa Fortuna',
      'Magparehistro ngayon at tamasahin ang 100% bonus sa unang deposito hanggang ₱8,888. May mga kondisyon.',
    ],
    TH: ['ยินดีต้อนรับสู่ Fortuna', 'สมัครวันนี้ รับโบนัสเงินฝากครั้งแรก 100% สูงสุด ₱8,888 มีเงื่อนไข'],
  },
  {
    EN: ['Play responsibly', 'Set a budget before you play. You can set deposit limits in My Account at any time.'],
    TY: [
      'Maglaro nang responsable',
      'Magtakda ng badyet bago maglaro. Maaari kang magtakda ng limitasyon sa deposito sa My Account anumang oras.',
    ],
    TH: ['เล่นอย่างรับผิดชอบ', 'กำหนดงบประมาณก่อนเล่น คุณสามารถตั้งวงเงินฝากได้ที่บัญชีของฉันได้ตลอดเวลา'],
  },
  {
    EN: ['New: Vietnamese lottery', 'Northern, Central and Southern draws every day, plus super-fast 1-minute draws.'],
    TY: [
      'Bago: Vietnamese lottery',
      'May bola sa Hilaga, Gitna at Timog araw-araw, at mabilisang bola tuwing 1 minuto.',
    ],
    TH: ['ใหม่: หวยเวียดนาม', 'ออกผลภาคเหนือ ภาคกลาง และภาคใต้ทุกวัน พร้อมรอบด่วนทุก 1 นาที'],
  },
];

const PROMOTIONS: Text[] = [
  { EN: ['Daily 10% reload bonus', 'Deposit every day and get 10% extra, credited instantly.'], TY: ['Araw-araw na 10% reload bonus', 'Magdeposito araw-araw at makakuha ng dagdag na 10%, agad na maikredito.'], TH: ['โบนัสเติมเงินรายวัน 10%', 'ฝากทุกวันรับเพิ่ม 10% เข้าบัญชีทันที'] },
  { EN: ['Weekly cashback up to 8%', 'Get back up to 8% of your weekly net loss on slots and fishing games every Monday.'], TY: ['Lingguhang cashback hanggang 8%', 'Makakuha ng hanggang 8% ng iyong lingguhang net loss sa slots at fishing tuwing Lunes.'], TH: ['คืนยอดเสียรายสัปดาห์สูงสุด 8%', 'รับคืนสูงสุด 8% ของยอดเสียสุทธิรายสัปดาห์จากสล็อตและเกมยิงปลาทุกวันจันทร์'] },
  { EN: ['Invite friends, earn rewards', 'Share your referral link and earn a bonus for every friend who deposits.'], TY: ['Mag-imbita ng kaibigan, kumita ng gantimpala', 'Ibahagi ang iyong referral link at kumita ng bonus sa bawat kaibigang magdedeposito.'], TH: ['ชวนเพื่อน รับรางวัล', 'แชร์ลิงก์แนะนำของคุณ รับโบนัสทุกครั้งที่เพื่อนฝากเงิน'] },
  { EN: ['Sabong Sunday', 'Bet on cockfight every Sunday and win double mission points.'], TY: ['Sabong Linggo', 'Tumaya sa sabong tuwing Linggo at manalo ng dobleng mission points.'], TH: ['วันอาทิตย์ไก่ชน', 'เดิมพันไก่ชนทุกวันอาทิตย์ รับคะแนนภารกิจสองเท่า'] },
]; // prettier-ignore

const HEADLINES: Text[] = [
  { EN: ['Jackpot alert', 'The progressive jackpot just passed ₱15,000,000. Will you be the next winner?'], TY: ['Jackpot alert', 'Lumampas na sa ₱15,000,000 ang progressive jackpot. Ikaw na kaya ang susunod na mananalo?'], TH: ['แจ็คพอตแตก', 'แจ็คพอตสะสมทะลุ ₱15,000,000 แล้ว คุณจะเป็นผู้ชนะคนต่อไปหรือไม่?'] },
  { EN: ['Fast withdrawals', 'Withdrawals to GCash and Maya are processed within 5 minutes on average.'], TY: ['Mabilis na pag-withdraw', 'Ang withdrawal sa GCash at Maya ay napoproseso sa loob ng 5 minuto sa karaniwan.'], TH: ['ถอนเงินรวดเร็ว', 'การถอนเงินไปยัง GCash และ Maya ดำเนินการภายใน 5 นาทีโดยเฉลี่ย'] },
  { EN: ['Official mirrors', 'Bookmark our mirror list so you can always reach Fortuna.'], TY: ['Opisyal na mirror', 'I-bookmark ang aming mirror list para lagi mong maabot ang Fortuna.'], TH: ['มิเรอร์ทางการ', 'บุ๊กมาร์กรายการมิเรอร์ของเรา เพื่อเข้าถึง Fortuna ได้เสมอ'] },
]; // prettier-ignore

/** Player notices: 12 per language from templates (vendor maintenance, new games, service notes). */
function playerNotices(): Text[] {
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
  const games = ['Fortune Dragon Megaways', 'Golden Carabao', 'Sampaguita Jackpot'];
  for (const g of games) {
    notices.push({
      EN: [`New game: ${g}`, `${g} is now live in the slots lobby. Try it for free or play for real.`],
      TY: [`Bagong laro: ${g}`, `Ang ${g} ay live na sa slots lobby. Subukan nang libre o maglaro nang totoo.`],
      TH: [`เกมใหม่: ${g}`, `${g} เปิดให้เล่นแล้วในล็อบบี้สล็อต ทดลองเล่นฟรีหรือเล่นจริงได้เลย`],
    });
  }
  notices.push(
    { EN: ['New deposit channel', 'You can now deposit with QR Ph from any bank app.'], TY: ['Bagong paraan ng deposito', 'Maaari ka nang magdeposito gamit ang QR Ph mula sa anumang bank app.'], TH: ['ช่องทางฝากเงินใหม่', 'ตอนนี้คุณสามารถฝากเงินด้วย QR Ph จากแอปธนาคารใดก็ได้'] },
    { EN: ['Account security', 'Fortuna staff will never ask for your password or SMS code.'], TY: ['Seguridad ng account', 'Hindi kailanman hihingin ng Fortuna staff ang iyong password o SMS code.'], TH: ['ความปลอดภัยของบัญชี', 'เจ้าหน้าที่ Fortuna จะไม่ขอรหัสผ่านหรือรหัส SMS ของคุณ'] },
    { EN: ['Updated terms', 'Our terms and conditions were updated. Read them in the help centre.'], TY: ['Na-update na mga tuntunin', 'Na-update ang aming mga tuntunin at kondisyon. Basahin ito sa help centre.'], TH: ['ข้อกำหนดที่ปรับปรุง', 'ข้อกำหนดและเงื่อนไขของเราได้รับการปรับปรุง อ่านได้ที่ศูนย์ช่วยเหลือ'] },
  ); // prettier-ignore
  return notices;
}

type BannerText = Record<Lang, [title: string, subtitle: string]>;
const BANNERS: Array<{ group: 'w_home' | 'w_reg' | 'w_leftmenu'; link: string | null; text: BannerText }> = [
  { group: 'w_home', link: '/promotions', text: { EN: ['100% Welcome Bonus', 'Up to ₱8,888 on your first deposit'], TY: ['100% Bonus sa Pagsali', 'Hanggang ₱8,888 sa unang deposito'], TH: ['โบนัสต้อนรับ 100%', 'สูงสุด ₱8,888 สำหรับการฝากครั้งแรก'] } },
  { group: 'w_home', link: '/rng', text: { EN: ['Jackpot Fever', 'Progressive jackpots over ₱15 million'], TY: ['Habulin ang Jackpot', 'Progressive jackpot na higit ₱15 milyon'], TH: ['แจ็คพอตฟีเวอร์', 'แจ็คพอตสะสมกว่า ₱15 ล้าน'] } },
  { group: 'w_home', link: '/live', text: { EN: ['Live Casino Nights', 'Real dealers, real tables, 24/7'], TY: ['Gabi ng Live Casino', 'Totoong dealer at mesa, 24/7'], TH: ['คาสิโนสดยามค่ำคืน', 'ดีลเลอร์จริง โต๊ะจริง ตลอด 24 ชั่วโมง'] } },
  { group: 'w_home', link: '/esports', text: { EN: ['E-sports & Sabong', 'Bet on every match and every fight'], TY: ['E-sports at Sabong', 'Tumaya sa bawat laban'], TH: ['อีสปอร์ตและไก่ชน', 'เดิมพันทุกแมตช์ ทุกไฟต์'] } },
  { group: 'w_reg', link: null, text: { EN: ['Join Fortuna', 'Sign up in one minute'], TY: ['Sumali sa Fortuna', 'Mag-sign up sa loob ng isang minuto'], TH: ['ร่วมกับ Fortuna', 'สมัครได้ในหนึ่งนาที'] } },
  { group: 'w_leftmenu', link: '/promotions', text: { EN: ['Daily Reload', '10% extra every day'], TY: ['Reload Araw-araw', 'Dagdag 10% araw-araw'], TH: ['เติมเงินรายวัน', 'รับเพิ่ม 10% ทุกวัน'] } },
  { group: 'w_leftmenu', link: '/pointMall', text: { EN: ['Points Mall', 'Redeem points for rewards'], TY: ['Tindahan ng Points', 'Ipagpalit ang points sa gantimpala'], TH: ['พอยท์มอลล์', 'แลกคะแนนเป็นของรางวัล'] } },
]; // prettier-ignore

const LANGS: Lang[] = ['EN', 'TY', 'TH'];

/** Announcements (B, PL, PU, PR, H) and banners (w_home, w_reg, w_leftmenu) in EN, TY and TH. */
export async function seedCatalogueContent(db: Db, merchantCode: string): Promise<void> {
  const now = Date.now();
  const rows: Array<typeof announcement.$inferInsert> = [];
  for (const lang of LANGS) {
    const push = (
      type: 'B' | 'PL' | 'PU' | 'PR' | 'H',
      texts: Text[],
      imageUrl: (i: number) => string | null = () => null,
      audience: (i: number) => 'all' | 'visitors' = () => 'all',
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
    push('PL', playerNotices());
    push('PU', POPUPS, undefined, (i) => (i < VISITOR_ONLY_POPUPS ? 'visitors' : 'all'));
    push('PR', PROMOTIONS);
    push('H', HEADLINES);
    push('B', PROMOTIONS.slice(0, 2));
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
