import { createHash } from 'node:crypto';

/** The sandbox gateway's own pages: plain server-rendered HTML, styled to look like a payment page. */
const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef2f7;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2430}
  main{box-sizing:border-box;width:min(420px,92vw);background:#fff;border-radius:16px;box-shadow:0 10px 40px rgba(20,40,80,.12);padding:28px}
  .brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#2251d1;margin-bottom:4px}
  .badge{font-size:12px;font-weight:600;background:#fff4d6;color:#8a5a00;border-radius:999px;padding:2px 10px}
  h1{font-size:20px;margin:16px 0 4px} .amount{font-size:34px;font-weight:800;margin:4px 0 16px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 24px;font-size:14px} dt{color:#5b6878} dd{margin:0;word-break:break-all}
  button,a.button{display:block;width:100%;box-sizing:border-box;border:0;border-radius:10px;padding:14px;font:inherit;font-weight:700;cursor:pointer;text-align:center;text-decoration:none}
  .pay{background:#2251d1;color:#fff;margin-bottom:10px} .decline{background:#f1f3f6;color:#1b2430}
  button:focus-visible,a:focus-visible{outline:3px solid #94b0ff;outline-offset:2px}
  p.note{font-size:13px;color:#5b6878;margin-top:20px}
`;

const STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * The pages' own icon, inline: without one the browser asks this server for /favicon.ico, which
 * does not exist (a 404 on every visit, issue 18 item 9). The CSP allows data: images for it.
 */
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1f6feb"/>' +
    '<path d="M9 17l5 5 9-11" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;

/**
 * The pages' Content-Security-Policy: nothing runs, nothing loads but their inline icon; only
 * their one style sheet (by hash) applies, and the form posts only to this server, whose answer sends the payer on to
 * the merchant's return address (`returnUrl`: its origin is allowed too). Framed by no one.
 */
export function sandboxPageCsp(returnUrl: string | null): string {
  let returnOrigin = '';
  try {
    returnOrigin = returnUrl ? new URL(returnUrl).origin : '';
  } catch {
    returnOrigin = '';
  }
  const formAction = /^https?:\/\/[^\s;,']+$/.test(returnOrigin) ? `'self' ${returnOrigin}` : "'self'";
  return [
    "default-src 'none'",
    `style-src ${STYLE_SOURCE}`,
    'img-src data:',
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Sandbox Pay</title><link rel="icon" type="image/svg+xml" href="${ICON}">
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export function checkoutPage(p: {
  id: string;
  merchantCode: string;
  merchantRef: string;
  amount: string;
  currency: string;
}): string {
  return layout(
    'Checkout',
    `<div class="brand">● Sandbox Pay <span class="badge">TEST MODE</span></div>
<h1>Pay ${escape(p.merchantCode)}</h1>
<div class="amount">${escape(p.currency)} ${escape(Number(p.amount).toLocaleString('en-US', { minimumFractionDigits: 2 }))}</div>
<dl><dt>Order</dt><dd>${escape(p.merchantRef)}</dd><dt>Payment</dt><dd>${escape(p.id)}</dd></dl>
<form method="post" action="/sandbox-gateway/pay/${escape(p.id)}/complete">
  <button class="pay" name="outcome" value="success" type="submit">Pay now</button>
  <button class="decline" name="outcome" value="fail" type="submit">Decline payment</button>
</form>
<p class="note">This is the project's sandbox gateway: no real money moves. "Pay now" sends the merchant a signed success callback; "Decline" a failure.</p>`,
  );
}

export function resultPage(title: string, text: string, returnUrl: string | null): string {
  return layout(
    title,
    `<div class="brand">● Sandbox Pay <span class="badge">TEST MODE</span></div><h1>${escape(title)}</h1><p>${escape(text)}</p>${
      returnUrl ? `<a class="button pay" href="${escape(returnUrl)}">Back to the merchant</a>` : ''
    }`,
  );
}
