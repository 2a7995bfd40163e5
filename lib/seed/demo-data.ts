// The demo tenants as data. Dependency-free on purpose: scripts/gen-seed-images.mjs imports it (through
// tsx) to draw the covers and logos, and lib/seed/demo.ts writes it to the database.
// Keys (tenant slug, product key, course slug, positions of modules and lessons) feed the stable ids in
// ./ids.ts, so change a title freely but keep the keys. The second tenant is in ./demo-tenant-outra.ts.

import { outra } from './demo-tenant-outra';

export const DEMO_PASSWORD = 'senha-demo-123';

export interface SeedModule {
  title: string;
  description: string;
  lessons: string[];
}

export interface SeedCourse {
  slug: string;
  title: string;
  description: string;
  modules: SeedModule[];
}

export interface SeedProduct {
  key: string;
  title: string;
  status: 'active' | 'inactive';
  /** slugs of the courses this product unlocks */
  courses: string[];
}

export interface SeedUser {
  email: string;
  name: string;
  role: 'admin' | 'student';
  /** product keys */
  enrollments: string[];
}

export interface SeedProgress {
  course: string;
  /** 1-based positions */
  module: number;
  lesson: number;
  percent: number;
  /** when it was last watched, relative to the first seed run */
  hoursAgo: number;
}

export interface SeedTenant {
  slug: string;
  name: string;
  /** the first one is the primary domain */
  hosts: string[];
  /** [primary, ...accents]: the primary colour setting and the gradients of the generated images */
  palette: [string, ...string[]];
  fontPrimary: string;
  loginText: string;
  /** SPEC 3 magic_link_enabled: Escola Outra has it on so the magic link can be tried by hand and in e2e */
  magicLinkEnabled: boolean;
  seoName: string;
  seoDescription: string;
  users: SeedUser[];
  products: SeedProduct[];
  courses: SeedCourse[];
  progress: SeedProgress[];
  /** custom header links; the URL without http(s):// as SPEC 5 stores it */
  navLinks: { title: string; url: string }[];
  community: { title: string; description: string };
}

const demo: SeedTenant = {
  slug: 'demo',
  name: 'Academia Demo',
  hosts: ['localhost', 'demo.localhost', '127.0.0.1'],
  palette: ['#7C3AED', '#EC4899', '#F59E0B', '#06B6D4', '#10B981', '#3B82F6'],
  fontPrimary: 'Poppins',
  loginText: 'Bem-vindo de volta à Academia Demo',
  magicLinkEnabled: false,
  seoName: 'Academia Demo',
  seoDescription: 'Cursos online de fotografia, marketing, culinária e finanças para aprender no seu ritmo.',
  users: [
    { email: 'admin@demo.local', name: 'Ana Administradora', role: 'admin', enrollments: [] },
    // Enrolled in the inactive product too: it must change nothing (inactive products are excluded).
    {
      email: 'aluno@demo.local',
      name: 'Bruno Aluno',
      role: 'student',
      enrollments: ['essencial', 'bem-estar', 'antigo'],
    },
    // Classmates, so the community, the ranking and the profiles have other people in them (issue 14).
    {
      email: 'carla@demo.local',
      name: 'Carla Mendes',
      role: 'student',
      enrollments: ['essencial', 'bem-estar'],
    },
    { email: 'diego@demo.local', name: 'Diego Ramos', role: 'student', enrollments: ['essencial'] },
    { email: 'elisa@demo.local', name: 'Elisa Costa', role: 'student', enrollments: ['bem-estar'] },
  ],
  products: [
    {
      key: 'essencial',
      title: 'Plano Essencial',
      status: 'active',
      courses: ['fotografia-com-o-celular', 'marketing-digital-para-iniciantes'],
    },
    {
      key: 'bem-estar',
      title: 'Plano Bem-Estar',
      status: 'active',
      courses: ['culinaria-saudavel-no-dia-a-dia', 'financas-pessoais-descomplicadas'],
    },
    // The only product that unlocks the mentorship course; the demo student does not have it.
    {
      key: 'mentoria',
      title: 'Mentoria Criadores',
      status: 'active',
      courses: ['mentoria-crie-e-lance-seu-curso-online', 'marketing-digital-para-iniciantes'],
    },
    { key: 'antigo', title: 'Plano Antigo 2023', status: 'inactive', courses: ['fotografia-com-o-celular'] },
  ],
  courses: [
    {
      slug: 'fotografia-com-o-celular',
      title: 'Fotografia com o Celular',
      description: 'Aprenda a tirar fotos incríveis usando apenas o seu celular, da luz à edição final.',
      modules: [
        {
          title: 'Primeiros passos',
          description: 'Conheça os recursos da câmera e os fundamentos de luz e enquadramento.',
          lessons: [
            'Conhecendo a câmera do seu celular',
            'Luz natural: a sua melhor amiga',
            'Enquadramento e regra dos terços',
            'Foco e exposição manual',
          ],
        },
        {
          title: 'Composição na prática',
          description: 'Exercícios guiados para fotografar pessoas, objetos e paisagens.',
          lessons: ['Linhas e perspectiva', 'Retratos com fundo desfocado', 'Fotografando comida'],
        },
        {
          title: 'Edição no celular',
          description: 'Deixe suas fotos com cara profissional usando aplicativos gratuitos.',
          lessons: [
            'Aplicativos de edição gratuitos',
            'Ajustes de cor e contraste',
            'Criando um estilo próprio',
          ],
        },
      ],
    },
    {
      slug: 'marketing-digital-para-iniciantes',
      title: 'Marketing Digital para Iniciantes',
      description:
        'Os fundamentos para divulgar o seu negócio na internet e conquistar os primeiros clientes.',
      modules: [
        {
          title: 'Fundamentos',
          description: 'Entenda o seu público e o que torna a sua oferta única.',
          lessons: [
            'O que é marketing digital',
            'Conhecendo o seu público',
            'Definindo a sua proposta de valor',
          ],
        },
        {
          title: 'Redes sociais',
          description: 'Planeje, publique e meça o seu conteúdo nas redes.',
          lessons: [
            'Escolhendo as redes certas',
            'Calendário de conteúdo',
            'Métricas que importam',
            'Anúncios: primeiros passos',
          ],
        },
        {
          title: 'E-mail marketing',
          description: 'Construa uma lista de contatos e mantenha um relacionamento próximo.',
          lessons: [
            'Construindo a sua lista',
            'Sequências de boas-vindas',
            'Newsletters que as pessoas abrem',
          ],
        },
      ],
    },
    {
      slug: 'culinaria-saudavel-no-dia-a-dia',
      title: 'Culinária Saudável no Dia a Dia',
      description: 'Receitas simples e nutritivas com planejamento para uma semana inteira.',
      modules: [
        {
          title: 'Organização da cozinha',
          description: 'Planejamento e pré-preparo para economizar tempo.',
          lessons: [
            'Planejamento semanal de refeições',
            'Lista de compras inteligente',
            'Técnicas de pré-preparo',
          ],
        },
        {
          title: 'Receitas rápidas',
          description: 'Pratos gostosos prontos em poucos minutos.',
          lessons: [
            'Café da manhã em 10 minutos',
            'Marmitas para a semana',
            'Lanches nutritivos',
            'Jantares leves',
          ],
        },
      ],
    },
    {
      slug: 'financas-pessoais-descomplicadas',
      title: 'Finanças Pessoais Descomplicadas',
      description: 'Organize o orçamento, saia das dívidas e faça os seus primeiros investimentos.',
      modules: [
        {
          title: 'Organizando as contas',
          description: 'Descubra para onde vai o seu dinheiro e monte um orçamento realista.',
          lessons: ['Mapeando os seus gastos', 'Montando um orçamento', 'Saindo das dívidas'],
        },
        {
          title: 'Primeiros investimentos',
          description: 'Da reserva de emergência à diversificação, sem mistério.',
          lessons: [
            'Reserva de emergência',
            'Renda fixa sem mistério',
            'Diversificação na prática',
            'Planejando a aposentadoria',
          ],
        },
        {
          title: 'Hábitos financeiros',
          description: 'Pequenas mudanças que fazem diferença no longo prazo.',
          lessons: [
            'Consumo consciente',
            'Metas de curto e longo prazo',
            'Conversando sobre dinheiro em família',
          ],
        },
      ],
    },
    {
      slug: 'mentoria-crie-e-lance-seu-curso-online',
      title: 'Mentoria: Crie e Lance seu Curso Online',
      description:
        'Do planejamento ao lançamento: o passo a passo para transformar o seu conhecimento em um curso.',
      modules: [
        {
          title: 'Planejamento',
          description: 'Escolha o tema, valide a ideia e estruture o conteúdo.',
          lessons: [
            'Escolhendo o tema do curso',
            'Validando a ideia com o público',
            'Estruturando módulos e aulas',
          ],
        },
        {
          title: 'Produção',
          description: 'Grave aulas com qualidade usando equipamentos acessíveis.',
          lessons: [
            'Equipamento básico de gravação',
            'Roteiro e gravação das aulas',
            'Edição de vídeo descomplicada',
          ],
        },
        {
          title: 'Lançamento',
          description: 'Apresente o curso ao mundo e cuide bem dos seus alunos.',
          lessons: [
            'Página de vendas que converte',
            'Estratégias de lançamento',
            'Cuidando dos seus alunos',
            'Próximos passos',
          ],
        },
      ],
    },
  ],
  progress: [
    { course: 'fotografia-com-o-celular', module: 1, lesson: 1, percent: 100, hoursAgo: 72 },
    { course: 'fotografia-com-o-celular', module: 1, lesson: 2, percent: 100, hoursAgo: 50 },
    { course: 'fotografia-com-o-celular', module: 1, lesson: 3, percent: 100, hoursAgo: 26 },
    { course: 'fotografia-com-o-celular', module: 1, lesson: 4, percent: 45, hoursAgo: 2 },
    { course: 'marketing-digital-para-iniciantes', module: 1, lesson: 1, percent: 100, hoursAgo: 30 },
    { course: 'marketing-digital-para-iniciantes', module: 1, lesson: 2, percent: 60, hoursAgo: 5 },
    { course: 'culinaria-saudavel-no-dia-a-dia', module: 1, lesson: 1, percent: 20, hoursAgo: 20 },
  ],
  navLinks: [
    { title: 'Blog', url: 'example.com/blog' },
    { title: 'Suporte', url: 'example.com/suporte' },
  ],
  community: {
    title: 'Comunidade Academia Demo',
    description: 'Tire dúvidas, compartilhe os seus projetos e conheça outros alunos da Academia Demo.',
  },
};

export const SEED_TENANTS: readonly SeedTenant[] = [demo, outra];
