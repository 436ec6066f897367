// The bare Fastify route the catalogue-search bench compares against: GET /wps/relay/GCSGAME_gameList
// answering the JSON in the file named by argv[2], through Fastify's own serializer, on the port in
// argv[3] (or at the path in argv[4]: the member-search bench). It runs in a process of its own, as the real server does, so that neither shares a
// thread with the load generator. Prints "ready" once listening.
//
// With a database address in argv[5] it is the "database floor": each request first makes one
// trivial PostgreSQL round trip (SELECT 1 through a pool of 10, as the server's) and then answers
// the same JSON: the most a route that reads the database at all can do on this machine.
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const sample = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const pool = process.argv[5] ? new pg.Pool({ connectionString: process.argv[5], max: 10 }) : null;
const app = Fastify({ logger: false });
app.get(process.argv[4] ?? '/wps/relay/GCSGAME_gameList', async () => {
  if (pool) await pool.query('SELECT 1');
  return sample;
});
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool?.end())
      .then(() => process.exit(0)),
);
console.log('ready');
