/**
 * Demo help-centre articles in EN, TY (Filipino) and TH. Content is plain text: paragraphs
 * separated by blank lines, list items starting with "- " (the web app renders no HTML).
 */
type Article = {
  lang: 'EN' | 'TY' | 'TH';
  key: string;
  category: string;
  title: string;
  content: string;
  sort: number;
};

const en: Omit<Article, 'lang'>[] = [
  {
    key: 'about',
    category: 'about',
    title: 'About Fortuna',
    sort: 1,
    content: `Fortuna is an online entertainment platform offering slots, live casino, fishing, card games, sports, e-sports, cockfight and lottery games from licensed providers.

We are committed to fair play, fast payments and friendly 24/7 customer service.`,
  },
  {
    key: 'term',
    category: 'legal',
    title: 'Terms and Conditions',
    sort: 2,
    content: `By opening an account you confirm that you are at least 18 years old and that online gaming is legal where you live.

- One account per person, household, device and IP address.
- You are responsible for keeping your password and withdrawal password secret.
- Deposits must come from payment accounts in your own name; withdrawals are paid only to accounts in your name.
- A withdrawal may require the deposited amount to be wagered at least once (turnover requirement).
- Bonuses carry their own terms, shown on each promotion.
- We may suspend an account involved in fraud, collusion, abuse of promotions or use of software that gives an unfair advantage.
- Game results are decided by certified random number generators or live dealers; in case of a malfunction all plays and payouts are void.

We may update these terms; the version on this page is the one in force.`,
  },
  {
    key: 'privacy',
    category: 'legal',
    title: 'Privacy Policy',
    sort: 3,
    content: `We collect the data needed to run your account: your username, contact details, payment details and the record of your play.

- Passwords are stored only as one-way hashes.
- We never sell your personal data.
- We share data only with payment processors, game providers and authorities where the law requires it.

You may ask us for a copy of your data or for its correction through customer service.`,
  },
  {
    key: 'responsible',
    category: 'legal',
    title: 'Responsible Gaming',
    sort: 4,
    content: `Play for fun, never to make money. Set a budget before you play and stick to it.

- Take regular breaks and never chase losses.
- Ask customer service for a cooling-off period or self-exclusion at any time: your account is locked for the time you choose.
- Players under 18 are not allowed.

If gaming stops being fun, please seek help from a support organisation in your country.`,
  },
  {
    key: 'faq',
    category: 'help',
    title: 'Frequently Asked Questions',
    sort: 5,
    content: `How do I register? Tap Sign up, choose a username and password, and confirm your mobile number if asked.

How do I deposit? Open Deposit, pick a payment channel, enter the amount and follow the steps.

How long does a withdrawal take? Most withdrawals are paid within 30 minutes after approval.

I forgot my password. Use "Forgot password" on the login window to reset it by e-mail or mobile.`,
  },
  {
    key: 'install',
    category: 'help',
    title: 'App Installation Guide',
    sort: 6,
    content: `Android: scan the Android QR code, download the APK, allow installation from this source and open the app.

iOS: scan the iOS QR code and install the profile when asked. On iOS 17 and later the profile must be installed manually: open Settings, tap "Profile Downloaded", then Install, and trust the developer under Settings > General > VPN & Device Management.`,
  },
  {
    key: 'contact',
    category: 'help',
    title: 'Contact Us',
    sort: 7,
    content: `Our customer service team is available 24 hours a day, 7 days a week by live chat, Telegram, WhatsApp and e-mail (support@fortuna.example).`,
  },
];

const ty: Omit<Article, 'lang'>[] = [
  {
    key: 'about',
    category: 'about',
    title: 'Tungkol sa Fortuna',
    sort: 1,
    content: `Ang Fortuna ay isang online na plataporma ng libangan na may slots, live casino, pangingisda, card games, sports, e-sports, sabong at lottery mula sa mga lisensiyadong provider.

Nakatuon kami sa patas na laro, mabilis na bayad at magiliw na customer service 24/7.`,
  },
  {
    key: 'term',
    category: 'legal',
    title: 'Mga Tuntunin at Kundisyon',
    sort: 2,
    content: `Sa pagbubukas ng account, kinukumpirma mo na ikaw ay hindi bababa sa 18 taong gulang at legal ang online gaming sa iyong lugar.

- Isang account lamang bawat tao, sambahayan, device at IP address.
- Ikaw ang may pananagutan na panatilihing lihim ang iyong password at withdrawal password.
- Ang mga deposito ay dapat magmula sa mga account na nakapangalan sa iyo; ang mga withdrawal ay ibinabayad lamang sa mga account na nakapangalan sa iyo.
- Maaaring kailanganing maitaya muna nang kahit isang beses ang halagang idineposito bago mag-withdraw (turnover requirement).
- May sariling mga tuntunin ang bawat bonus, na makikita sa bawat promosyon.
- Maaari naming suspindihin ang account na sangkot sa pandaraya, sabwatan, pang-aabuso sa promosyon o paggamit ng software na nagbibigay ng hindi patas na kalamangan.
- Ang resulta ng laro ay itinatakda ng sertipikadong random number generator o ng live dealer; kapag may sira, walang bisa ang lahat ng taya at bayad.

Maaari naming baguhin ang mga tuntuning ito; ang bersiyon sa pahinang ito ang umiiral.`,
  },
  {
    key: 'privacy',
    category: 'legal',
    title: 'Patakaran sa Privacy',
    sort: 3,
    content: `Kinokolekta namin ang datos na kailangan para patakbuhin ang iyong account: username, contact details, payment details at talaan ng iyong paglalaro.

- Ang mga password ay iniimbak lamang bilang one-way hash.
- Hindi namin ibinebenta ang iyong personal na datos.
- Ibinabahagi lamang namin ang datos sa mga payment processor, game provider at awtoridad kung hinihingi ng batas.

Maaari kang humingi ng kopya o pagwawasto ng iyong datos sa customer service.`,
  },
  {
    key: 'responsible',
    category: 'legal',
    title: 'Responsableng Paglalaro',
    sort: 4,
    content: `Maglaro para sa kasiyahan, hindi para kumita. Magtakda ng badyet bago maglaro at sundin ito.

- Magpahinga nang regular at huwag habulin ang talo.
- Humingi sa customer service ng cooling-off period o self-exclusion anumang oras: ila-lock ang iyong account sa panahong pipiliin mo.
- Bawal ang mga manlalarong wala pang 18 taong gulang.

Kung hindi na masaya ang paglalaro, humingi ng tulong sa isang support organization sa iyong bansa.`,
  },
  {
    key: 'faq',
    category: 'help',
    title: 'Mga Madalas Itanong',
    sort: 5,
    content: `Paano mag-register? Pindutin ang Mag-sign up, pumili ng username at password, at kumpirmahin ang iyong mobile number kung hinihingi.

Paano mag-deposito? Buksan ang Deposito, pumili ng payment channel, ilagay ang halaga at sundin ang mga hakbang.

Gaano katagal ang withdrawal? Karamihan ay naibabayad sa loob ng 30 minuto matapos maaprubahan.

Nakalimutan ko ang password ko. Gamitin ang "Nakalimutan ang password" sa login window para i-reset ito sa e-mail o mobile.`,
  },
  {
    key: 'install',
    category: 'help',
    title: 'Gabay sa Pag-install ng App',
    sort: 6,
    content: `Android: i-scan ang Android QR code, i-download ang APK, payagan ang pag-install mula sa source na ito at buksan ang app.

iOS: i-scan ang iOS QR code at i-install ang profile kapag tinanong. Sa iOS 17 pataas, kailangang manu-manong i-install ang profile: buksan ang Settings, pindutin ang "Profile Downloaded", saka Install, at pagkatiwalaan ang developer sa Settings > General > VPN & Device Management.`,
  },
  {
    key: 'contact',
    category: 'help',
    title: 'Makipag-ugnayan sa Amin',
    sort: 7,
    content: `Ang aming customer service ay bukas 24 oras, 7 araw sa isang linggo sa live chat, Telegram, WhatsApp at e-mail (support@fortuna.example).`,
  },
];

const th: Omit<Article, 'lang'>[] = [
  {
    key: 'about',
    category: 'about',
    title: 'เกี่ยวกับ Fortuna',
    sort: 1,
    content: `Fortuna คือแพลตฟอร์มความบันเทิงออนไลน์ที่มีสล็อต คาสิโนสด เกมยิงปลา เกมไพ่ กีฬา อีสปอร์ต ชนไก่ และลอตเตอรี่ จากผู้ให้บริการที่ได้รับใบอนุญาต

เรามุ่งมั่นในการเล่นที่ยุติธรรม การจ่ายเงินที่รวดเร็ว และบริการลูกค้าที่เป็นมิตรตลอด 24 ชั่วโมง`,
  },
  {
    key: 'term',
    category: 'legal',
    title: 'ข้อกำหนดและเงื่อนไข',
    sort: 2,
    content: `การเปิดบัญชีถือว่าคุณยืนยันว่ามีอายุอย่างน้อย 18 ปี และการเล่นเกมออนไลน์ถูกกฎหมายในพื้นที่ของคุณ

- หนึ่งบัญชีต่อหนึ่งบุคคล ครัวเรือน อุปกรณ์ และที่อยู่ IP
- คุณมีหน้าที่เก็บรหัสผ่านและรหัสผ่านการถอนเงินเป็นความลับ
- เงินฝากต้องมาจากบัญชีชื่อของคุณเอง และการถอนเงินจะจ่ายเข้าบัญชีชื่อของคุณเท่านั้น
- การถอนเงินอาจต้องมียอดเดิมพันอย่างน้อยหนึ่งเท่าของยอดฝาก (เงื่อนไขเทิร์นโอเวอร์)
- โบนัสแต่ละรายการมีเงื่อนไขของตนเอง ซึ่งแสดงไว้ในแต่ละโปรโมชั่น
- เราอาจระงับบัญชีที่เกี่ยวข้องกับการฉ้อโกง การสมรู้ร่วมคิด การใช้โปรโมชั่นในทางที่ผิด หรือการใช้ซอฟต์แวร์ที่ได้เปรียบอย่างไม่เป็นธรรม
- ผลของเกมตัดสินโดยตัวสร้างเลขสุ่มที่ได้รับการรับรองหรือดีลเลอร์สด หากระบบขัดข้อง การเดิมพันและการจ่ายเงินทั้งหมดจะเป็นโมฆะ

เราอาจปรับปรุงข้อกำหนดเหล่านี้ ฉบับที่แสดงในหน้านี้คือฉบับที่มีผลบังคับใช้`,
  },
  {
    key: 'privacy',
    category: 'legal',
    title: 'นโยบายความเป็นส่วนตัว',
    sort: 3,
    content: `เราเก็บข้อมูลที่จำเป็นต่อการให้บริการบัญชีของคุณ ได้แก่ ชื่อผู้ใช้ ข้อมูลติดต่อ ข้อมูลการชำระเงิน และประวัติการเล่น

- รหัสผ่านถูกจัดเก็บในรูปแฮชทางเดียวเท่านั้น
- เราไม่ขายข้อมูลส่วนบุคคลของคุณ
- เราเปิดเผยข้อมูลเฉพาะกับผู้ให้บริการชำระเงิน ผู้ให้บริการเกม และหน่วยงานรัฐเมื่อกฎหมายกำหนด

คุณสามารถขอสำเนาหรือขอแก้ไขข้อมูลของคุณได้ผ่านฝ่ายบริการลูกค้า`,
  },
  {
    key: 'responsible',
    category: 'legal',
    title: 'การเล่นเกมอย่างรับผิดชอบ',
    sort: 4,
    content: `เล่นเพื่อความสนุก ไม่ใช่เพื่อหารายได้ กำหนดงบประมาณก่อนเล่นและปฏิบัติตามอย่างเคร่งครัด

- หยุดพักเป็นระยะ และอย่าไล่ตามการเสีย
- ขอระยะพักการเล่นหรือการระงับตนเองได้ทุกเมื่อผ่านฝ่ายบริการลูกค้า โดยบัญชีของคุณจะถูกล็อกตามระยะเวลาที่คุณเลือก
- ห้ามผู้ที่มีอายุต่ำกว่า 18 ปีเล่น

หากการเล่นไม่สนุกอีกต่อไป โปรดขอความช่วยเหลือจากองค์กรสนับสนุนในประเทศของคุณ`,
  },
  {
    key: 'faq',
    category: 'help',
    title: 'คำถามที่พบบ่อย',
    sort: 5,
    content: `สมัครสมาชิกอย่างไร? กดสมัครสมาชิก เลือกชื่อผู้ใช้และรหัสผ่าน และยืนยันหมายเลขโทรศัพท์หากระบบขอ

ฝากเงินอย่างไร? เปิดหน้าฝากเงิน เลือกช่องทางชำระเงิน ใส่จำนวนเงิน และทำตามขั้นตอน

ถอนเงินใช้เวลานานเท่าไร? ส่วนใหญ่จ่ายภายใน 30 นาทีหลังได้รับการอนุมัติ

ลืมรหัสผ่าน? ใช้ "ลืมรหัสผ่าน" ที่หน้าต่างเข้าสู่ระบบเพื่อรีเซ็ตทางอีเมลหรือโทรศัพท์`,
  },
  {
    key: 'install',
    category: 'help',
    title: 'คู่มือการติดตั้งแอป',
    sort: 6,
    content: `Android: สแกน QR code ของ Android ดาวน์โหลด APK อนุญาตการติดตั้งจากแหล่งนี้ แล้วเปิดแอป

iOS: สแกน QR code ของ iOS และติดตั้งโปรไฟล์เมื่อระบบถาม สำหรับ iOS 17 ขึ้นไปต้องติดตั้งโปรไฟล์ด้วยตนเอง: เปิดการตั้งค่า แตะ "ดาวน์โหลดโปรไฟล์แล้ว" แล้วแตะติดตั้ง และเชื่อถือผู้พัฒนาที่ การตั้งค่า > ทั่วไป > VPN และการจัดการอุปกรณ์`,
  },
  {
    key: 'contact',
    category: 'help',
    title: 'ติดต่อเรา',
    sort: 7,
    content: `ทีมบริการลูกค้าของเราพร้อมให้บริการตลอด 24 ชั่วโมง 7 วันต่อสัปดาห์ ผ่านแชทสด Telegram WhatsApp และอีเมล (support@fortuna.example)`,
  },
];

export const HELP_ARTICLES: Article[] = [
  ...en.map((a) => ({ ...a, lang: 'EN' as const })),
  ...ty.map((a) => ({ ...a, lang: 'TY' as const })),
  ...th.map((a) => ({ ...a, lang: 'TH' as const })),
];
