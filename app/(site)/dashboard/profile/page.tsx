import { notFound } from 'next/navigation';
import { ProfileCertificates } from '@/components/certificates/profile-certificates';
import { listMine } from '@/lib/certificates/service';
import { AccountSection } from '@/components/account/account-section';
import { accountLabels } from '@/components/account/labels';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { getTranslations } from 'next-intl/server';
import { ProfileGamification } from '@/components/gamification/profile-gamification';
import { RankingPanel } from '@/components/gamification/ranking-panel';
import { pageMetadata } from '@/components/shell/page-metadata';
import { ProfilePhoto } from '@/components/account/profile-photo';
import { MyCourses } from '@/components/account/my-courses';
import { listMyCourses } from '@/lib/account/my-courses';
import { loadProfileGamification } from '@/lib/gamification/profile';
import type { AuthedContext } from '@/lib/server/route';
import { framesFor } from '@/lib/custom-html/service';
import { loadShell } from '@/lib/shell/page';
import { PAGE_FRAME } from '@/components/shell/page-frame';

export const generateMetadata = pageMetadata('profile');

// 'Meu perfil' (side menu entry, SPEC 2.1 dashboard/profile): the member's name, level and points as the
// level allows, earned rewards with their deliveries, and the ranking with the member's position.
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function DashboardProfilePage({ searchParams }: { searchParams: SearchParams }) {
  const shell = await loadShell();
  if (!shell?.ctx.user || !shell.data.user) notFound();
  const ctx = shell.ctx as AuthedContext;
  const sp = await searchParams;
  // the profile's 'Certificados' (issue 49): ?certificados=<id> is the keyset cursor of the next page
  const after =
    typeof sp.certificados === 'string' && /^[0-9a-f-]{36}$/i.test(sp.certificados)
      ? sp.certificados
      : undefined;
  // 'Meus cursos' (issue 54): ?cursos=<n> is its page
  const coursesPage = typeof sp.cursos === 'string' && /^[1-9][0-9]{0,3}$/.test(sp.cursos) ? +sp.cursos : 1;
  const [t, ta, { me, ranking }, frames, certificates, courses] = await Promise.all([
    getTranslations('gamificationProfile'),
    getTranslations('auth'),
    loadProfileGamification(ctx, 50),
    framesFor(ctx, { page: 'profile' }),
    listMine(ctx, after).catch(() => null),
    listMyCourses(ctx, coursesPage).catch(() => null),
  ]);
  // back from the e-mail change link (GET /api/account/email/confirm)
  const emailResult =
    sp.email === 'changed' ? 'emailChanged' : sp.email === 'invalid' ? 'emailInvalid' : null;
  const user = shell.data.user;
  const labels = accountLabels(ta);
  return (
    // No QueryIsland: the gamification islands read through the lite query hook (decision 300).
    <div data-testid="profile-page" className={PAGE_FRAME}>
      <h1 className="sr-only">{t('profileTitle')}</h1>
      <div className="mb-6 flex items-center gap-4">
        <ProfilePhoto name={user.name} photoUrl={user.photo_url} labels={labels} />
        <div className="min-w-0">
          <p className="truncate text-2xl font-bold" data-testid="profile-name">
            {user.name}
          </p>
          <p className="truncate text-sm opacity-70" data-testid="profile-email">
            {user.email}
          </p>
        </div>
      </div>
      {emailResult && (
        <p
          role="status"
          className="mb-4 rounded-md bg-surface-2 p-3 text-sm"
          data-testid="profile-email-result"
        >
          {ta(`account.${emailResult}`)}
        </p>
      )}
      <AccountSection name={user.name} labels={labels} />
      <MyCourses list={courses} />
      <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
        <ProfileGamification initial={me} />
        <RankingPanel initial={ranking} currentUserId={ctx.user.id} />
      </div>
      <ProfileCertificates page={certificates} locale={ctx.locale} />
      <CustomHtmlBlocks frames={frames} />
    </div>
  );
}
