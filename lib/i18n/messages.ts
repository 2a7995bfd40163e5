import type { Locale } from './config';

// Messages live in messages/<locale>/<namespace>.json, one file per feature area so features do not
// edit each other's files. A new namespace is added to NAMESPACES and imported for all three locales.
import ptCommon from '@/messages/pt-BR/common.json';
import ptErrors from '@/messages/pt-BR/errors.json';
import ptValidation from '@/messages/pt-BR/validation.json';
import ptAuth from '@/messages/pt-BR/auth.json';
import ptShell from '@/messages/pt-BR/shell.json';
import ptPanel from '@/messages/pt-BR/panel.json';
import ptDates from '@/messages/pt-BR/dates.json';
import ptPages from '@/messages/pt-BR/pages.json';
import ptUploads from '@/messages/pt-BR/uploads.json';
import ptVideo from '@/messages/pt-BR/video.json';
import ptStudioLesson from '@/messages/pt-BR/studioLesson.json';
import ptLesson from '@/messages/pt-BR/lesson.json';
import ptAppearance from '@/messages/pt-BR/appearance.json';
import ptCourse from '@/messages/pt-BR/course.json';
import ptBanners from '@/messages/pt-BR/banners.json';
import ptShowcase from '@/messages/pt-BR/showcase.json';
import ptSearch from '@/messages/pt-BR/search.json';
import ptCommunity from '@/messages/pt-BR/community.json';
import ptCommunities from '@/messages/pt-BR/communities.json';
import ptGamificationProfile from '@/messages/pt-BR/gamificationProfile.json';
import ptGamification from '@/messages/pt-BR/gamification.json';
import ptGamificationPanel from '@/messages/pt-BR/gamificationPanel.json';
import ptCommunityPanel from '@/messages/pt-BR/communityPanel.json';
import ptNotifications from '@/messages/pt-BR/notifications.json';
import ptReminders from '@/messages/pt-BR/reminders.json';
import ptFrame from '@/messages/pt-BR/frame.json';
import ptLoginPage from '@/messages/pt-BR/loginPage.json';
import ptCustomHtml from '@/messages/pt-BR/customHtml.json';
import ptQuizzes from '@/messages/pt-BR/quizzes.json';
import ptUx from '@/messages/pt-BR/ux.json';
import ptLives from '@/messages/pt-BR/lives.json';
import ptCertificates from '@/messages/pt-BR/certificates.json';
import ptInsights from '@/messages/pt-BR/insights.json';
import ptTeam from '@/messages/pt-BR/team.json';
import ptStudio from '@/messages/pt-BR/studio.json';
import ptStudioCourse from '@/messages/pt-BR/studioCourse.json';
import ptAccess from '@/messages/pt-BR/access.json';
import ptMembers from '@/messages/pt-BR/members.json';
import enCommon from '@/messages/en/common.json';
import enErrors from '@/messages/en/errors.json';
import enValidation from '@/messages/en/validation.json';
import enAuth from '@/messages/en/auth.json';
import enShell from '@/messages/en/shell.json';
import enPanel from '@/messages/en/panel.json';
import enDates from '@/messages/en/dates.json';
import enPages from '@/messages/en/pages.json';
import enUploads from '@/messages/en/uploads.json';
import enVideo from '@/messages/en/video.json';
import enStudioLesson from '@/messages/en/studioLesson.json';
import enLesson from '@/messages/en/lesson.json';
import enAppearance from '@/messages/en/appearance.json';
import enCourse from '@/messages/en/course.json';
import enBanners from '@/messages/en/banners.json';
import enShowcase from '@/messages/en/showcase.json';
import enSearch from '@/messages/en/search.json';
import enCommunity from '@/messages/en/community.json';
import enCommunities from '@/messages/en/communities.json';
import enGamificationProfile from '@/messages/en/gamificationProfile.json';
import enGamification from '@/messages/en/gamification.json';
import enGamificationPanel from '@/messages/en/gamificationPanel.json';
import enCommunityPanel from '@/messages/en/communityPanel.json';
import enNotifications from '@/messages/en/notifications.json';
import enReminders from '@/messages/en/reminders.json';
import enFrame from '@/messages/en/frame.json';
import enLoginPage from '@/messages/en/loginPage.json';
import enCustomHtml from '@/messages/en/customHtml.json';
import enQuizzes from '@/messages/en/quizzes.json';
import enUx from '@/messages/en/ux.json';
import enLives from '@/messages/en/lives.json';
import enCertificates from '@/messages/en/certificates.json';
import enInsights from '@/messages/en/insights.json';
import enTeam from '@/messages/en/team.json';
import enStudio from '@/messages/en/studio.json';
import enStudioCourse from '@/messages/en/studioCourse.json';
import enAccess from '@/messages/en/access.json';
import enMembers from '@/messages/en/members.json';
import esCommon from '@/messages/es/common.json';
import esErrors from '@/messages/es/errors.json';
import esValidation from '@/messages/es/validation.json';
import esAuth from '@/messages/es/auth.json';
import esShell from '@/messages/es/shell.json';
import esPanel from '@/messages/es/panel.json';
import esDates from '@/messages/es/dates.json';
import esPages from '@/messages/es/pages.json';
import esUploads from '@/messages/es/uploads.json';
import esVideo from '@/messages/es/video.json';
import esStudioLesson from '@/messages/es/studioLesson.json';
import esLesson from '@/messages/es/lesson.json';
import esAppearance from '@/messages/es/appearance.json';
import esCourse from '@/messages/es/course.json';
import esBanners from '@/messages/es/banners.json';
import esShowcase from '@/messages/es/showcase.json';
import esSearch from '@/messages/es/search.json';
import esCommunity from '@/messages/es/community.json';
import esCommunities from '@/messages/es/communities.json';
import esGamificationProfile from '@/messages/es/gamificationProfile.json';
import esGamification from '@/messages/es/gamification.json';
import esGamificationPanel from '@/messages/es/gamificationPanel.json';
import esCommunityPanel from '@/messages/es/communityPanel.json';
import esNotifications from '@/messages/es/notifications.json';
import esReminders from '@/messages/es/reminders.json';
import esFrame from '@/messages/es/frame.json';
import esLoginPage from '@/messages/es/loginPage.json';
import esCustomHtml from '@/messages/es/customHtml.json';
import esQuizzes from '@/messages/es/quizzes.json';
import esUx from '@/messages/es/ux.json';
import esLives from '@/messages/es/lives.json';
import esCertificates from '@/messages/es/certificates.json';
import esInsights from '@/messages/es/insights.json';
import esTeam from '@/messages/es/team.json';
import esStudio from '@/messages/es/studio.json';
import esStudioCourse from '@/messages/es/studioCourse.json';
import esAccess from '@/messages/es/access.json';
import esMembers from '@/messages/es/members.json';

export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'auth',
  'shell',
  'panel',
  'dates',
  'pages',
  'uploads',
  'lesson',
  'appearance',
  'course',
  'banners',
  'showcase',
  'search',
  'community',
  'communities',
  'gamificationProfile',
  'gamification',
  'gamificationPanel',
  'communityPanel',
  'notifications',
  'reminders',
  'frame',
  'loginPage',
  'customHtml',
  'quizzes',
  'ux',
  'lives',
  'certificates',
  'insights',
  'team',
  'studio',
  'studioCourse',
  'access',
  'members',
  'video',
  'studioLesson',
] as const;

const ALL = {
  'pt-BR': {
    common: ptCommon,
    errors: ptErrors,
    validation: ptValidation,
    auth: ptAuth,
    shell: ptShell,
    panel: ptPanel,
    dates: ptDates,
    pages: ptPages,
    uploads: ptUploads,
    video: ptVideo,
    studioLesson: ptStudioLesson,
    lesson: ptLesson,
    appearance: ptAppearance,
    course: ptCourse,
    banners: ptBanners,
    showcase: ptShowcase,
    search: ptSearch,
    community: ptCommunity,
    communities: ptCommunities,
    gamificationProfile: ptGamificationProfile,
    gamification: ptGamification,
    gamificationPanel: ptGamificationPanel,
    communityPanel: ptCommunityPanel,
    notifications: ptNotifications,
    reminders: ptReminders,
    frame: ptFrame,
    loginPage: ptLoginPage,
    customHtml: ptCustomHtml,
    quizzes: ptQuizzes,
    ux: ptUx,
    lives: ptLives,
    certificates: ptCertificates,
    insights: ptInsights,
    team: ptTeam,
    studio: ptStudio,
    studioCourse: ptStudioCourse,
    access: ptAccess,
    members: ptMembers,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    validation: enValidation,
    auth: enAuth,
    shell: enShell,
    panel: enPanel,
    dates: enDates,
    pages: enPages,
    uploads: enUploads,
    video: enVideo,
    studioLesson: enStudioLesson,
    lesson: enLesson,
    appearance: enAppearance,
    course: enCourse,
    banners: enBanners,
    showcase: enShowcase,
    search: enSearch,
    community: enCommunity,
    communities: enCommunities,
    gamificationProfile: enGamificationProfile,
    gamification: enGamification,
    gamificationPanel: enGamificationPanel,
    communityPanel: enCommunityPanel,
    notifications: enNotifications,
    reminders: enReminders,
    frame: enFrame,
    loginPage: enLoginPage,
    customHtml: enCustomHtml,
    quizzes: enQuizzes,
    ux: enUx,
    lives: enLives,
    certificates: enCertificates,
    insights: enInsights,
    team: enTeam,
    studio: enStudio,
    studioCourse: enStudioCourse,
    access: enAccess,
    members: enMembers,
  },
  es: {
    common: esCommon,
    errors: esErrors,
    validation: esValidation,
    auth: esAuth,
    shell: esShell,
    panel: esPanel,
    dates: esDates,
    pages: esPages,
    uploads: esUploads,
    video: esVideo,
    studioLesson: esStudioLesson,
    lesson: esLesson,
    appearance: esAppearance,
    course: esCourse,
    banners: esBanners,
    showcase: esShowcase,
    search: esSearch,
    community: esCommunity,
    communities: esCommunities,
    gamificationProfile: esGamificationProfile,
    gamification: esGamification,
    gamificationPanel: esGamificationPanel,
    communityPanel: esCommunityPanel,
    notifications: esNotifications,
    reminders: esReminders,
    frame: esFrame,
    loginPage: esLoginPage,
    customHtml: esCustomHtml,
    quizzes: esQuizzes,
    ux: esUx,
    lives: esLives,
    certificates: esCertificates,
    insights: esInsights,
    team: esTeam,
    studio: esStudio,
    studioCourse: esStudioCourse,
    access: esAccess,
    members: esMembers,
  },
} as const;

export type Messages = (typeof ALL)['pt-BR'];

export function getMessages(locale: Locale): Messages {
  return ALL[locale] as unknown as Messages;
}
