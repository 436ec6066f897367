// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['web']> = Extract<Endpoints['web'][K], Endpoint>;

export const web = {
  app: /* @__PURE__ */ route<E<'app'>>('GET', '/*', 'public', { responseKind: 'static' }),
  console: /* @__PURE__ */ route<E<'console'>>('GET', '/console/*', 'public', { responseKind: 'static' }),
  docs: /* @__PURE__ */ route<E<'docs'>>('GET', '/docs', 'public', { responseKind: 'html' }),
  openApi: /* @__PURE__ */ route<E<'openApi'>>('GET', '/docs/json', 'public', { responseKind: 'json' }),
};
