/**
 * Enough of nginx to ask the compose gateway (infra/compose/nginx.conf) where
 * it sends a request: its `location` blocks, their `proxy_pass` upstreams, and
 * the `map $request_method $api_upstream` that splits reads from writes. Used
 * by nginxRouting.unit.spec.ts to keep that file in step with the operation
 * catalogue the local gateway routes by (issue 15).
 */

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

export type LocationKind = 'exact' | 'prefix' | 'noregex' | 'regex' | 'regexCaseless';

export interface Location {
  kind: LocationKind;
  /** The URI prefix, the exact URI, or the regular expression's source. */
  pattern: string;
  /** `proxy_pass`'s host: an upstream's name or a `$variable`; null where nginx answers itself. */
  proxyTo: string | null;
}

export interface Gateway {
  locations: Location[];
  /** `map $request_method $api_upstream`: method to upstream, `default` included. */
  upstreamByMethod: Map<string, string>;
  upstreams: Set<string>;
}

/** Words, quoted strings, and `;`, `{`, `}`; a `#` starting a word starts a comment. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '#') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === ';' || c === '{' || c === '}') tokens.push(text[i++]!);
    else if (c === '"' || c === "'") {
      let end = i + 1;
      while (end < text.length && text[end] !== c) end += text[end] === '\\' ? 2 : 1;
      if (end >= text.length) throw new Error(`nginx.conf: unterminated ${c} string at offset ${i}`);
      tokens.push(text.slice(i + 1, end));
      i = end + 1;
    } else {
      const word = /^[^\s;{}"']+/.exec(text.slice(i))![0];
      tokens.push(word);
      i += word.length;
    }
  }
  return tokens;
}

/** The configuration as a tree of directives, blocks nested. */
export function parseConfig(text: string): Directive[] {
  const tokens = tokenize(text);
  let at = 0;
  const block = (closed: boolean): Directive[] => {
    const directives: Directive[] = [];
    while (at < tokens.length && tokens[at] !== '}') {
      const words: string[] = [];
      while (at < tokens.length && tokens[at] !== ';' && tokens[at] !== '{' && tokens[at] !== '}') {
        words.push(tokens[at++]!);
      }
      const [name, ...args] = words;
      if (name === undefined || at >= tokens.length || tokens[at] === '}') {
        throw new Error(`nginx.conf: a directive is not closed near "${words.join(' ')}"`);
      }
      if (tokens[at++] === '{') directives.push({ name, args, block: block(true) });
      else directives.push({ name, args });
    }
    if (closed !== (tokens[at] === '}')) throw new Error('nginx.conf: braces do not balance');
    at++;
    return directives;
  };
  return block(false);
}

const kinds: Record<string, LocationKind> = {
  '=': 'exact',
  '^~': 'noregex',
  '~': 'regex',
  '~*': 'regexCaseless',
};

function locationOf(directive: Directive): Location {
  const [first, second] = directive.args;
  const kind = second === undefined ? 'prefix' : kinds[first!];
  const pattern = second ?? first;
  if (!kind || !pattern || directive.args.length > 2) {
    throw new Error(`nginx.conf: a location this reader does not know: ${directive.args.join(' ')}`);
  }
  const proxyPass = directive.block?.find((d) => d.name === 'proxy_pass')?.args[0];
  // http://name[:port][/uri]: the host part names the upstream (or a variable holding its name).
  const proxyTo = proxyPass ? /^https?:\/\/([^/:]+)/.exec(proxyPass)![1]! : null;
  return { kind, pattern, proxyTo };
}

const only = (directives: Directive[] | undefined, name: string): Directive => {
  const found = (directives ?? []).filter((d) => d.name === name);
  if (found.length !== 1) throw new Error(`nginx.conf: expected one ${name} block, found ${found.length}`);
  return found[0]!;
};

/** The one server's locations, in file order, with the method map and the upstreams' names. */
export function readGateway(config: Directive[]): Gateway {
  const http = only(config, 'http');
  const server = only(http.block, 'server');
  const map = (http.block ?? []).find(
    (d) => d.name === 'map' && d.args[0] === '$request_method' && d.args[1] === '$api_upstream',
  );
  return {
    locations: (server.block ?? []).filter((d) => d.name === 'location').map(locationOf),
    upstreamByMethod: new Map((map?.block ?? []).map((d) => [d.name, d.args[0]!])),
    upstreams: new Set((http.block ?? []).filter((d) => d.name === 'upstream').map((d) => d.args[0]!)),
  };
}

/**
 * nginx's choice of location for a URI (no query string): an exact match
 * wins; otherwise the longest matching prefix, which wins outright if it is
 * `^~`; otherwise the first matching regular expression in file order;
 * otherwise that longest prefix.
 */
export function selectLocation(locations: readonly Location[], uri: string): Location | undefined {
  const exact = locations.find((l) => l.kind === 'exact' && l.pattern === uri);
  if (exact) return exact;
  const longestPrefix = locations
    .filter((l) => (l.kind === 'prefix' || l.kind === 'noregex') && uri.startsWith(l.pattern))
    .reduce<Location | undefined>(
      (best, l) => (best && best.pattern.length >= l.pattern.length ? best : l),
      undefined,
    );
  if (longestPrefix?.kind === 'noregex') return longestPrefix;
  const regex = locations.find(
    (l) =>
      (l.kind === 'regex' || l.kind === 'regexCaseless') &&
      new RegExp(l.pattern, l.kind === 'regex' ? '' : 'i').test(uri),
  );
  return regex ?? longestPrefix;
}

/** The upstream nginx proxies the request to, `$api_upstream` resolved by method; null if not proxied. */
export function upstreamFor(gateway: Gateway, method: string, url: string): string | null {
  const location = selectLocation(gateway.locations, url.split('?')[0]!);
  const to = location?.proxyTo ?? null;
  if (to !== '$api_upstream') return to;
  return gateway.upstreamByMethod.get(method) ?? gateway.upstreamByMethod.get('default') ?? null;
}
