// The password rules (issue 54, ADR 0281), zod-free so the reset and profile forms can show them
// without shipping zod (decision 231); lib/auth/schemas.ts enforces them with these values.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const PASSWORD_LETTER = /\p{L}/u;
export const PASSWORD_DIGIT = /\d/;
