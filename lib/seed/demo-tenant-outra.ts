// The second demo tenant (a small one, to show tenancy), split from ./demo-data.ts: same shape, same
// rules (keys feed the stable ids in ./ids.ts).
import type { SeedTenant } from './demo-data';

export const outra: SeedTenant = {
  slug: 'outra',
  name: 'Escola Outra',
  hosts: ['outra.localhost'],
  palette: ['#0EA5E9', '#14B8A6', '#84CC16', '#6366F1', '#F43F5E'],
  fontPrimary: 'Montserrat',
  loginText: 'Entre para continuar seus estudos',
  magicLinkEnabled: true,
  seoName: 'Escola Outra',
  seoDescription: 'Idiomas e música online com aulas curtas e práticas.',
  users: [
    { email: 'admin@outra.local', name: 'Olívia Gestora', role: 'admin', enrollments: [] },
    {
      email: 'aluno@outra.local',
      name: 'Otávio Estudante',
      role: 'student',
      enrollments: ['idiomas', 'musica', 'combo'],
    },
  ],
  products: [
    {
      key: 'idiomas',
      title: 'Assinatura Idiomas',
      status: 'active',
      courses: ['ingles-para-viagens', 'espanhol-basico'],
    },
    { key: 'musica', title: 'Assinatura Música', status: 'active', courses: ['violao-do-zero'] },
    { key: 'voz', title: 'Programa Voz Profissional', status: 'active', courses: ['canto-para-iniciantes'] },
    {
      key: 'combo',
      title: 'Combo Promocional (encerrado)',
      status: 'inactive',
      courses: ['ingles-para-viagens', 'violao-do-zero'],
    },
  ],
  courses: [
    {
      slug: 'ingles-para-viagens',
      title: 'Inglês para Viagens',
      description: 'Frases e situações essenciais para viajar com tranquilidade.',
      modules: [
        {
          title: 'Antes de embarcar',
          description: 'Tudo o que você precisa dizer no aeroporto.',
          lessons: ['No aeroporto', 'Check-in e bagagem', 'Imigração sem estresse'],
        },
        {
          title: 'No destino',
          description: 'Hotel, restaurante, ruas e lojas.',
          lessons: [
            'No hotel',
            'Pedindo comida no restaurante',
            'Pedindo informações na rua',
            'Compras e pagamentos',
          ],
        },
      ],
    },
    {
      slug: 'violao-do-zero',
      title: 'Violão do Zero',
      description: 'Do primeiro acorde à primeira música, com exercícios diários.',
      modules: [
        {
          title: 'Primeiros acordes',
          description: 'Conheça o instrumento e os acordes básicos.',
          lessons: ['Conhecendo o violão', 'Afinação', 'Acordes maiores', 'Acordes menores'],
        },
        {
          title: 'Ritmo',
          description: 'Batidas e levadas para acompanhar músicas.',
          lessons: ['Batidas básicas', 'Levada de pop', 'Trocando acordes com fluidez'],
        },
        {
          title: 'Primeiras músicas',
          description: 'Junte tudo e toque as suas primeiras canções.',
          lessons: ['Sequência de quatro acordes', 'Tocando e cantando', 'Praticando com metrônomo'],
        },
      ],
    },
    {
      slug: 'espanhol-basico',
      title: 'Espanhol Básico',
      description: 'Comunicação do dia a dia em espanhol, desde a primeira conversa.',
      modules: [
        {
          title: 'Primeiros contatos',
          description: 'Cumprimente, apresente-se e faça perguntas simples.',
          lessons: ['Saudações e apresentações', 'Números e horas', 'Perguntas do dia a dia'],
        },
        {
          title: 'Rotina',
          description: 'Fale sobre o seu dia, a sua família e os seus amigos.',
          lessons: ['Falando da sua rotina', 'Verbos no presente', 'Família e amigos'],
        },
      ],
    },
    {
      slug: 'canto-para-iniciantes',
      title: 'Canto para Iniciantes',
      description: 'Técnica vocal, respiração e cuidados para cantar melhor.',
      modules: [
        {
          title: 'Respiração e postura',
          description: 'A base de uma voz saudável.',
          lessons: ['Respiração diafragmática', 'Postura correta', 'Aquecimento vocal'],
        },
        {
          title: 'Técnica vocal',
          description: 'Afinação, extensão e interpretação.',
          lessons: ['Afinação e percepção', 'Extensão vocal', 'Cuidados com a voz', 'Interpretação'],
        },
      ],
    },
  ],
  progress: [
    { course: 'ingles-para-viagens', module: 1, lesson: 1, percent: 100, hoursAgo: 40 },
    { course: 'ingles-para-viagens', module: 1, lesson: 2, percent: 30, hoursAgo: 4 },
  ],
  navLinks: [{ title: 'Aulas ao vivo', url: 'example.org/agenda' }],
  community: {
    title: 'Clube da Escola Outra',
    description: 'Pratique idiomas e música com outros alunos e professores da Escola Outra.',
  },
};
