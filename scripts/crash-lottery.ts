/** The crash test's lottery case (issue 20): slips placed while the server is killed, replayed after a restart. */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { BURST_MS, CLIENTS, client, ledgerCheck, login, root, start, stop, type Env } from './crash-harness.js';

type Slip = { tickets: Array<{ ticketId: number }>; balance: string; replayed: boolean };
type LobbyGame = {
  gameCode: string;
  vassalage: string;
  family: string;
  current: { issueCode: string; saleEnd: string } | null;
};

/** The lottery's crash case: slips placed while the server is killed, then replayed after a restart. */
export async function lotteryRun(label: string, env: Env) {
  const port = 19_500 + Math.floor(Math.random() * 400);
  const base = `http://127.0.0.1:${port}`;
  env = { ...env, PUBLIC_URL: base };
  // Jobs do not tick under NODE_ENV=test: the issue job is run once by the CLI (the server stopped).
  const opened = spawnSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli.js'), 'jobs', 'run', 'lottery.issues'],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', DEMO_MODE: 'true', ...env },
      encoding: 'utf8',
    },
  );
  if (opened.status !== 0) throw new Error(`lottery.issues did not run:\n${opened.stdout}${opened.stderr}`);
  let server = await start(port, env);
  try {
    const call = client(base, await login(base));
    // The SSC issue on sale with the most time left.
    let game: LobbyGame | undefined;
    for (let i = 0; i < 100 && !game; i++) {
      const lobby = await call<{ games: LobbyGame[] }>('GET', '/lotto/lgw/games/lobby?vassalage=LOTT');
      game = lobby.body.value.games
        .filter((g) => g.family === 'SSC' && g.current && Date.parse(g.current.saleEnd) - Date.now() > 20_000)
        .sort((a, b) => Date.parse(b.current!.saleEnd) - Date.parse(a.current!.saleEnd))[0];
      if (!game) await new Promise((r) => setTimeout(r, 300));
    }
    if (!game) throw new Error('no SSC issue on sale with 20 s left');
    const slip = (idempotencyKey: string) => ({
      gameCode: game.gameCode,
      vassalage: game.vassalage,
      issueCode: game.current!.issueCode,
      lines: [{ kind: 'SSC_POSITION_NUMBER', selection: { ball: 1, digits: [7] }, unit: '1.00', multiple: 1 }],
      idempotencyKey,
    });
    const wallet = async (c: typeof call) =>
      Number((await c<{ main: string }>('GET', '/wps/relay/GCS_merchantWallet')).body.value.main);
    const mainBefore = await wallet(call);

    const sent: Array<{ key: string; answer?: Slip }> = [];
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const s: { key: string; answer?: Slip } = { key: `crash-${randomUUID()}` };
        sent.push(s);
        try {
          const res = await call<Slip>('POST', '/lotto/lgw/orders', slip(s.key));
          if (res.status === 200 && !killed) s.answer = res.body.value;
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const burst = Promise.all(Array.from({ length: CLIENTS }, worker));
    await new Promise((r) => setTimeout(r, BURST_MS));
    killed = true;
    await stop(server, 'SIGKILL');
    await burst;
    const acked = sent.filter((s) => s.answer !== undefined);
    console.log(`${label} lottery: killed with ${sent.length} slips sent, ${acked.length} acknowledged`);
    if (acked.length === 0) throw new Error('no slip was acknowledged before the kill: the burst was too short');

    server = await start(port, env);
    const again = client(base, await login(base));
    // 1. Every acknowledged slip is there: its replay answers the same tickets, moving nothing.
    for (const s of acked) {
      const replay = await again<Slip>('POST', '/lotto/lgw/orders', slip(s.key));
      const ids = (r?: Slip) => JSON.stringify(r?.tickets.map((t) => t.ticketId));
      if (replay.status !== 200 || !replay.body.value.replayed || ids(replay.body.value) !== ids(s.answer))
        throw new Error(`acknowledged slip ${s.key} was lost or changed: ${JSON.stringify(replay.body)}`);
    }
    // 2. Every slip sent again: placed now or a replay (SALE_CLOSED for one never placed, if the sale ended).
    let accepted = 0;
    for (const s of sent) {
      const replay = await again<Slip>('POST', '/lotto/lgw/orders', slip(s.key));
      if (replay.status === 200) accepted += 1;
      else if (replay.body.code !== 'SALE_CLOSED') throw new Error(`slip ${s.key} refused: ${replay.body.code}`);
    }
    // 3. The member paid 1.00 for each slip accepted, once.
    const paid = Math.round((mainBefore - (await wallet(again))) * 100);
    if (paid !== accepted * 100) throw new Error(`slips paid ${paid / 100}, expected ${accepted} (one each)`);
  } finally {
    await stop(server, 'SIGTERM');
  }
  ledgerCheck(env);
  console.log(`${label} lottery: every acknowledged slip placed exactly once; ledger invariants hold`);
}
