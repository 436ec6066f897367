/**
 * Links in a dev-inbox message, with the same path on this site: the mail names the brand's
 * public domain, while a developer runs the app on localhost.
 */
export function linksIn(body: string): Array<{ href: string; local: string }> {
  const out: Array<{ href: string; local: string }> = [];
  for (const match of body.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    try {
      const url = new URL(match[0]);
      out.push({ href: match[0], local: `${url.pathname}${url.search}${url.hash}` });
    } catch {
      // not a URL after all
    }
  }
  return out;
}
