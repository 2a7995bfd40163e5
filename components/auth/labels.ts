// The sign-in forms' texts, translated where LoginScreen renders (the /login server page, or the login
// designer's preview) and handed to the client forms as a prop: the forms call no useTranslations, so
// /login ships neither next-intl's client runtime nor a message catalogue (decision 245).

const PAGE_KEYS = [
  'emailLabel',
  'emailPlaceholder',
  'passwordLabel',
  'passwordPlaceholder',
  'showPassword',
  'hidePassword',
  'submit',
  'submitting',
  'magicLinkToggle',
  'passwordToggle',
  'magicLinkIntro',
  'magicLinkSubmit',
  'magicLinkSending',
  'formLabel',
  'forgotPassword',
] as const;

export type LoginLabels = Record<(typeof PAGE_KEYS)[number] | 'genericError', string>;

/** `t` is a translator of the `auth` namespace. */
export function loginLabels(t: (key: string) => string): LoginLabels {
  const out = { genericError: t('genericError') } as LoginLabels;
  for (const key of PAGE_KEYS) out[key] = t(`page.${key}`);
  return out;
}
