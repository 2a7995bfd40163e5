// The texts of 'Minha conta' (issue 54), translated by the profile page on the server and handed to the
// client parts as a prop: the profile's first load carries no next-intl (decision 351).

const KEYS = [
  'section',
  'edit',
  'close',
  'nameLabel',
  'saveName',
  'passwordTitle',
  'currentPassword',
  'newPassword',
  'savePassword',
  'emailTitle',
  'newEmail',
  'sendEmail',
  'saving',
  'error',
  'preferences',
  'reminders',
  'changePhoto',
  'removePhoto',
  'photoCropTitle',
  'photoPreparing',
  'photoUnreadable',
] as const;

export type AccountLabels = Record<(typeof KEYS)[number] | 'rules', string>;

/** `t` is a translator of the `auth` namespace. */
export function accountLabels(t: (key: string) => string): AccountLabels {
  const out = { rules: t('reset.rules') } as AccountLabels;
  for (const key of KEYS) out[key] = t(`account.${key}`);
  return out;
}
