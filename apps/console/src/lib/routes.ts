// The generated client routes the console calls (packages/contracts/src/endpoints/routes/).
export { console as consoleRoutes } from '@fortuna/contracts/endpoints/routes/console';
export { identity as identityRoutes } from '@fortuna/contracts/endpoints/routes/identity';
