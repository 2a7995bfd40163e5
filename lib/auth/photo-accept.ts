// The photo input's `accept` (ADR 0285), zod- and table-free for the profile's first load: the 'avatar'
// upload kind's types (test/auth/account-photo.test.ts holds it to lib/server/storage/kinds.ts) and HEIC,
// which the browser converts before cropping.
export const AVATAR_KIND_ACCEPT = 'image/png,.png,image/jpeg,.jpg,.jpeg,.jfif,image/webp,.webp';
export const AVATAR_ACCEPT = `${AVATAR_KIND_ACCEPT},image/heic,image/heif,.heic,.heif`;
