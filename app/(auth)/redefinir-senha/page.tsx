import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormAlert } from '@/components/auth/fields';
import { LoginScreen } from '@/components/auth/login-screen';
import { ResetPasswordForm } from '@/components/auth/password-reset-forms';
import { isResetTokenUsable } from '@/lib/auth/password-reset';
import { getLoginPageData } from '@/lib/auth/login-page';
import { getPageContext } from '@/lib/server/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.reset');
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

// /redefinir-senha?token= — the e-mailed reset link (ADR 0281). Opening it changes nothing (a mail
// scanner may follow links): the form sends the token with the new password.
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getPageContext();
  if (!ctx) return null;
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const [data, t, usable] = await Promise.all([
    getLoginPageData(ctx),
    getTranslations('auth'),
    isResetTokenUsable(ctx, token),
  ]);
  return (
    <LoginScreen data={data} next={null} magicLinkError={false} heading={t('reset.heading')}>
      {usable && token ? (
        <ResetPasswordForm
          token={token}
          labels={{
            passwordLabel: t('reset.passwordLabel'),
            confirmLabel: t('reset.confirmLabel'),
            rules: t('reset.rules'),
            mismatch: t('reset.mismatch'),
            submit: t('reset.submit'),
            saving: t('reset.saving'),
            requestNew: t('reset.requestNew'),
            genericError: t('genericError'),
          }}
        />
      ) : (
        <div data-testid="reset-invalid">
          <FormAlert>{t('resetInvalid')}</FormAlert>
          <p className="mt-5 text-center text-sm">
            <a href="/recuperar-senha" className="underline underline-offset-4">
              {t('reset.requestNew')}
            </a>
          </p>
        </div>
      )}
    </LoginScreen>
  );
}
