// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
export { system } from './routes/system.js';
export { identity } from './routes/identity.js';
export { account } from './routes/account.js';
export { dev } from './routes/dev.js';
export { content } from './routes/content.js';
export { messages } from './routes/messages.js';
export { wallet } from './routes/wallet.js';
export { games } from './routes/games.js';
export { media } from './routes/media.js';
export { play } from './routes/play.js';
export { seamless } from './routes/seamless.js';
export { house } from './routes/house.js';
export { cashier } from './routes/cashier.js';
export { console } from './routes/console.js';
export { transfer } from './routes/transfer.js';
export { sandboxGateway } from './routes/sandboxGateway.js';
export { web } from './routes/web.js';
