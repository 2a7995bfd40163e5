import { seedKeys, stableId } from '../lib/seed/ids';

// Every student page of the demo, for e2e/layout.spec.ts (overflow, screenshots) and e2e/a11y.spec.ts.

const tenant = stableId(seedKeys.tenant('demo'));
const photo = 'fotografia-com-o-celular';
const community = stableId(seedKeys.community('demo'));
const firstPost = stableId('demo:community:post:1');
const videoLesson = `/curso/${tenant}/luz-natural/${stableId(seedKeys.lesson('demo', photo, 1, 2))}`;

/** Every student page of the demo (the live player and the lesson templates are added by the test). */
export const STUDENT_PAGES: [name: string, path: string][] = [
  ['homepage', '/homepage'],
  ['favoritos', '/favoritos'],
  ['curso', `/curso/${tenant}/${stableId(seedKeys.course('demo', photo))}`],
  ['modulo', `/modulo/${tenant}/${stableId(seedKeys.module('demo', photo, 1))}`],
  ['aula-video', videoLesson],
  [
    'aula-texto',
    `/curso/${tenant}/montando-um-orcamento/${stableId(seedKeys.lesson('demo', 'financas-pessoais-descomplicadas', 1, 2))}`,
  ],
  [
    'aula-embed',
    `/curso/${tenant}/aula/${stableId(seedKeys.lesson('demo', 'marketing-digital-para-iniciantes', 1, 1))}`,
  ],
  ['comunidades', '/comunidade/explorer'],
  ['comunidade', `/comunidade/${tenant}/${community}`],
  ['post', `/comunidade/post/${firstPost}/${tenant}/${community}`],
  ['perfil', '/dashboard/profile'],
  ['busca', '/search?search=foto'],
  ['notificacoes', '/notifications'],
  ['lembretes', '/lembretes'],
  ['avaliacoes', '/avaliacoes'],
  ['avaliacao', `/avaliacoes/${stableId(seedKeys.quiz('demo', 1))}`],
  ['lives', '/live'],
  ['termos', '/termos'],
  ['privacidade', '/privacidade'],
  ['404', '/esta-pagina-nao-existe'],
];
