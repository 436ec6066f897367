// The bare Fastify route the catalogue-search bench compares against: GET /wps/relay/GCSGAME_gameList
// answering the JSON in the file named by argv[2], through Fastify's own serializer, on the port in
// argv[3] (or at the path in argv[4]: the member-search bench). It runs in a process of its own, as the real server does, so that neither shares a
// thread with the load generator. Prints "ready" once listening.
import fs from 'node:fs';
import Fastify from 'fastify';

const sample = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
app.get(process.argv[4] ?? '/wps/relay/GCSGAME_gameList', async () => sample);
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
console.log('ready');
