import 'server-only';
import { AppError } from './errors';

// A path segment whose percent-escapes do not decode (`%ZZ`, `%C0%AF`, `%ED%A0%80`, `%ud800`) is the
// caller's mistake: a translated 400, before anything else reads the request (decision 230). Next cannot
// route such a path at all, so the request hook escapes it and says so in this header
// (scripts/malformed-path.cjs, which drops any client-sent copy); a handler reached by another way (a test,
// a server without the hook) sees the malformed escape in its own URL.
export const MALFORMED_HEADER = 'x-praca-malformed-path';

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

export function assertWellFormedPath(req: Request, pathname: string): void {
  if (req.headers.get(MALFORMED_HEADER) || !pathname.split('/').every(decodes))
    throw new AppError('BAD_REQUEST', { messageKey: 'errors.malformedPath' });
}
