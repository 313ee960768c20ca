/**
 * Why a link could not be fetched. `code` is for the program (a `timeout` may be worth a retry, an
 * `address` never is); `reason` (also the message) is a short sentence to show the user as it is.
 * Neither carries a stack of the site's answer nor an address the user did not type.
 */
export type RefusalCode =
  /** Not a URL at all. */
  | 'invalid-url'
  /** Not http or https. */
  | 'scheme'
  /** A user name or password in the link. */
  | 'credentials'
  /** A port other than 80 and 443. */
  | 'port'
  /** The host is, or resolves to, an address the policy refuses. */
  | 'address'
  /** The host name does not resolve. */
  | 'unknown-host'
  /** The connection failed or broke off. */
  | 'unreachable'
  /** The TLS certificate did not verify. */
  | 'tls'
  | 'timeout'
  | 'redirects'
  /** An answer other than 2xx or a followable redirect. */
  | 'status'
  | 'content-type'
  /** Over the size cap, announced or counted. */
  | 'too-large'
  /** A content encoding the fetcher does not decode, or bytes that do not decode. */
  | 'bad-response'
  /** Served as an image, but the bytes are not a picture the fetcher decodes. */
  | 'not-an-image';

export class FetchRefused extends Error {
  override readonly name = 'FetchRefused';

  constructor(
    readonly code: RefusalCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}
