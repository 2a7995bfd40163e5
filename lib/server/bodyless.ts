import 'server-only';
import { AppError } from './errors';
import { mediaKind, readUpTo, UNSAFE_METHODS } from './request-guards';

// The second layer behind the same-origin check (ADR 0211): a write whose route declares no body takes
// none. Before, such a route never looked at its body, so a cross-site form (text/plain, urlencoded,
// multipart: the types a page may send without a preflight) reached its handler whenever the first
// layer let it through. Now those types are refused with a translated 415.

/** What a client may send on a call without a body: nothing, or JSON that says nothing (`{}`). */
const EMPTY_JSON = /^\s*(\{\s*\})?\s*$/;
/** More than this is a body, whatever it holds; read no further. */
const MAX_EMPTY = 64;

const unexpected = () => new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'errors.unexpectedBody' });

/**
 * For a POST/PUT/PATCH/DELETE whose route takes no body: passes an empty body without a content type
 * (`content-length: 0` included), and `application/json` that is empty or `{}`; answers 415 to any
 * other content type (even empty) and to any other body. Answers undefined, the body the handler gets.
 */
export async function refuseUnexpectedBody(req: Request): Promise<undefined> {
  if (!UNSAFE_METHODS.has(req.method)) return undefined;
  const kind = mediaKind(req.headers.get('content-type'));
  if (kind !== null && kind !== 'json') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_EMPTY) throw unexpected();
  const { bytes, over } = await readUpTo(req, MAX_EMPTY);
  if (bytes.byteLength === 0 && !over) return undefined;
  if (kind === null || over) throw unexpected();
  if (!EMPTY_JSON.test(new TextDecoder().decode(bytes))) throw unexpected();
  return undefined;
}
