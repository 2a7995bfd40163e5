// A school's host name as the CLI and the TLS `ask` endpoint take it (ADR 0480): lower case, no scheme,
// port, path or trailing dot, at least two labels of letters, digits and inner hyphens (an
// internationalised name in its xn-- form), 253 characters at most. Zod-free: the ask endpoint runs it
// on every certificate question.

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** "Escola.Example.com." -> "escola.example.com"; null for anything that is not a plain host name. */
export function parseDomain(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const host = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((l) => LABEL.test(l))) return null;
  // an IPv4 address is not a school's domain (no certificate for it, no tenant host)
  if (labels.every((l) => /^\d+$/.test(l))) return null;
  return host;
}

/** The e-mail shape the CLI accepts for an owner: one @, a host with a dot, no spaces, 254 at most. */
export function parseEmail(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@<>()",;:]+@[^\s@<>()",;:]+$/.test(email)) return null;
  const [local, host] = email.split('@') as [string, string];
  if (local.length > 64 || !parseDomain(host)) return null;
  return email;
}
