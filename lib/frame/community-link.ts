// The link dialog's reading of a saved menu link (components/frame/link-dialog.tsx), apart so it can be
// tested: a URL's segment with an escape that does not decode (`%ZZ`) is no community, never a crash of
// the dialog (ADR 0230).

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The community id of a saved `{host}/comunidade/{tenant}/{id}` URL of this tenant, if it is one. */
export function communityOfLink(url: string, tenantId: string): string | null {
  const m = /\/comunidade\/([^/?#]+)\/([^/?#]+)\/?$/.exec(url);
  return m && decoded(m[1]!) === tenantId ? decoded(m[2]!) : null;
}
