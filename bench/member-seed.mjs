// Bulk members for the member-search bench: `count` members of the demo brand in one
// generate_series statement each (members, then one login address per member), as a real brand's
// table would look to the search: unique usernames, mobiles, e-mails on two in three, real names
// from 40 × 50 first and last names, registration and login addresses, an invitation code on every
// hundredth (the agents). Then ANALYZE, so the planner sees a million rows, not the seed's few.

export const FIRST_NAMES = [
  'Juan',
  'Maria',
  'Jose',
  'Ana',
  'Pedro',
  'Rosa',
  'Carlos',
  'Elena',
  'Miguel',
  'Luz',
  'Antonio',
  'Carmen',
  'Ramon',
  'Teresa',
  'Manuel',
  'Isabel',
  'Francisco',
  'Gloria',
  'Ricardo',
  'Lorna',
  'Eduardo',
  'Marites',
  'Roberto',
  'Cristina',
  'Fernando',
  'Angelica',
  'Rafael',
  'Jocelyn',
  'Andres',
  'Rowena',
  'Somchai',
  'Malee',
  'Niran',
  'Siriporn',
  'Kittisak',
  'Pim',
  'Arthit',
  'Nok',
  'Chai',
  'Dao',
];
export const LAST_NAMES = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Tomas',
  'Andrada',
  'Castillo',
  'Flores',
  'Villanueva',
  'Ramos',
  'Castro',
  'Rivera',
  'Aquino',
  'Navarro',
  'Salazar',
  'Mercado',
  'Dela Cruz',
  'Del Rosario',
  'Gonzales',
  'Lopez',
  'Hernandez',
  'Perez',
  'Domingo',
  'Pascual',
  'Soriano',
  'Valdez',
  'Saetang',
  'Srisuk',
  'Wongsawat',
  'Chaiyaporn',
  'Boonmee',
  'Rattanakorn',
  'Thongchai',
  'Kaewmanee',
  'Phromma',
  'Suwan',
  'Aguilar',
  'Santiago',
  'Fernandez',
  'Morales',
  'Gutierrez',
  'Javier',
  'Manalo',
  'Samson',
  'Dizon',
  'Lim',
];

const sqlArray = (words) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;

/** Inserts `count` bench members (usernames b0000001…) and their login addresses; answers the seconds it took. */
export async function seedMembers(client, count) {
  const started = performance.now();
  await client.query(`SET maintenance_work_mem = '256MB'`);
  // Usernames, mobiles, e-mails and names follow a permutation of the ids (p), not the ids: a real
  // brand's usernames are not in registration order, and a search's plan must not rely on it.
  await client.query(`
    INSERT INTO member (merchant_code, username, password_hash, type, email, country_dialing_code, mobile_num,
      payee_name, register_ip, affiliate_code, created_at, last_login_at)
    SELECT 'FORTUNA', 'b' || lpad(p::text, 7, '0'), 'bench-no-login', CASE WHEN p % 100 = 0 THEN 1 ELSE 0 END,
      CASE WHEN p % 3 = 0 THEN NULL ELSE 'b' || p || '@bench.example' END,
      '63', '95' || lpad(p::text, 8, '0'),
      (${sqlArray(FIRST_NAMES)})[1 + p % 40] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (p / 40) % 50],
      '10.' || (p >> 16) % 256 || '.' || (p >> 8) % 256 || '.' || p % 256,
      CASE WHEN p % 100 = 0 THEN 'BA' || p ELSE NULL END,
      now() - (${count} - i) * interval '30 seconds',
      CASE WHEN i % 4 = 0 THEN NULL ELSE now() - (p % 100000) * interval '1 minute' END
    FROM (SELECT i, (i::bigint * 7919) % ${count} + 1 AS p FROM generate_series(1, ${count}) i) s`);
  await client.query(`
    INSERT INTO member_known_ip (member_id, ip)
    SELECT id, '172.' || (16 + id % 16) || '.' || (id >> 8) % 256 || '.' || id % 256
    FROM member WHERE username LIKE 'b%' AND password_hash = 'bench-no-login'`);
  await client.query('ANALYZE member');
  await client.query('ANALYZE member_known_ip');
  return Math.round((performance.now() - started) / 100) / 10;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const digits = (n, max) => String(Math.floor(Math.random() * max)).padStart(n, '0');

/** The kinds of search randomSearch makes, in its order. */
export const SEARCH_KINDS = ['username', 'mobile', 'email', 'realName', 'ipPrefix', 'ipExact', 'invitationCode'];

/**
 * A search a support agent would type, of a random kind (or of `kind`, one of SEARCH_KINDS), never
 * the same twice in practice: username, mobile and e-mail prefixes, real names (first name and part
 * of a last name), login or registration address prefixes and exact, invitation codes.
 */
export function randomSearch(count, kind) {
  const i = 1 + Math.floor(Math.random() * count);
  const kinds = [
    () => ({ q: `b${digits(7, count).slice(0, 6)}` }),
    () => ({ q: `95${String(i).padStart(8, '0').slice(0, 6)}` }),
    () => ({ q: `b${i}@` }),
    () => ({ q: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES).slice(0, 4)}`, kind: 'realName' }),
    () => ({ q: `10.${(i >> 16) % 256}.${(i >> 8) % 256}.` }),
    () => ({ q: `172.${16 + (i % 16)}.${(i >> 8) % 256}.${i % 256}` }),
    () => ({ q: `BA${Math.max(1, Math.floor(i / 100)) * 100}`, kind: 'invitationCode' }),
  ];
  const query = kind ? kinds[SEARCH_KINDS.indexOf(kind)]() : pick(kinds)();
  return `/console/api/members?${new URLSearchParams({ ...query, pageNo: String(1 + Math.floor(Math.random() * 2)) })}`;
}
