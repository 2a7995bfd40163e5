import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginScreen } from '@/components/auth/login-screen';
import { ForgotPasswordForm } from '@/components/auth/password-reset-forms';
import { getLoginPageData } from '@/lib/auth/login-page';
import { DEFAULT_AFTER_LOGIN } from '@/lib/auth/redirect';
import { getPageContext } from '@/lib/server/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.forgot');
  return { title: t('metaTitle'), robots: { index: false } };
}

// /recuperar-senha — 'Esqueci minha senha' (ADR 0281): asks for the e-mail, on the login page's frame.
export default async function ForgotPasswordPage() {
  const ctx = await getPageContext();
  if (!ctx) return null;
  if (ctx.user) redirect(DEFAULT_AFTER_LOGIN);
  const [data, t] = await Promise.all([getLoginPageData(ctx), getTranslations('auth')]);
  return (
    <LoginScreen data={data} next={null} magicLinkError={false} heading={t('forgot.heading')}>
      <ForgotPasswordForm
        labels={{
          intro: t('forgot.intro'),
          emailLabel: t('page.emailLabel'),
          emailPlaceholder: t('page.emailPlaceholder'),
          submit: t('forgot.submit'),
          sending: t('forgot.sending'),
          back: t('forgot.back'),
          genericError: t('genericError'),
        }}
      />
    </LoginScreen>
  );
}
