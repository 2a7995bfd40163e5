// Verification codes (docs/adr/0521): 12 characters of Crockford's base32 (no I, L, O or U, so nothing
// reads as another character), shown as XXXX-XXXX-XXXX. 60 random bits: unguessable, and short enough to
// type from a printed certificate. Zod-free and server-free: the verification form may import it.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 14;
export const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A new random code (crypto.getRandomValues: in Node and in browsers). */
export function newCertificateCode(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  // 256 is a multiple of 32: every character is equally likely
  const chars = Array.from(bytes, (b) => ALPHABET[b % 32]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/**
 * A typed code as stored, or null when it cannot be one: case and spaces ignored, the dashes optional,
 * and the letters Crockford reads as digits (O -> 0, I and L -> 1) accepted.
 */
export function normalizeCertificateCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (raw.length !== 12) return null;
  const code = `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
  return CODE_PATTERN.test(code) ? code : null;
}

/** The verification page of a code, on the school's own origin. */
export const verificationPath = (code: string) => `/certificado/${code}`;
