// A few posts, comments, a reply and likes in each tenant's main community, so the demo looks alive
// (issue 4). Written by the tenant's admin, student and (demo) classmates; stable ids, created only when
// missing. A post, comment or like by someone the tenant does not have is left out.
import { ensure, type Counter, type Db } from './ensure';
import { stableId } from './ids';

/** admin, student (the tenant's first student) or a classmate's e-mail local part (carla, diego, elisa) */
type Who = string;

interface SeedPost {
  by: Who;
  title: string | null;
  body: string;
  hoursAgo: number;
  comments: {
    by: Who;
    body: string;
    replies?: { by: Who; body: string }[];
  }[];
  likedBy: Who[];
}

const POSTS: SeedPost[] = [
  {
    by: 'admin',
    title: 'Boas-vindas à comunidade!',
    body: 'Este é o nosso espaço para tirar dúvidas, mostrar projetos e trocar experiências. Apresente-se nos comentários: de onde você é e o que quer aprender?',
    hoursAgo: 72,
    comments: [
      {
        by: 'student',
        body: 'Oi, pessoal! Sou o Bruno, de Belo Horizonte. Quero melhorar minhas fotos com o celular.',
        replies: [
          { by: 'admin', body: 'Que bom ter você aqui, Bruno! O módulo de luz natural vai ajudar bastante.' },
        ],
      },
    ],
    likedBy: ['student'],
  },
  {
    by: 'student',
    title: 'Minha primeira foto com a regra dos terços',
    body: 'Depois da aula de composição tentei aplicar a regra dos terços no pôr do sol aqui de casa. Ficou bem melhor do que eu esperava! Alguma dica para o horizonte não ficar torto?',
    hoursAgo: 20,
    comments: [
      {
        by: 'admin',
        body: 'Ative a grade da câmera nas configurações: ela mostra as linhas e ajuda a nivelar o horizonte.',
      },
    ],
    likedBy: ['admin'],
  },
  {
    by: 'admin',
    title: null,
    body: 'Lembrete: toda sexta às 19h tem encontro ao vivo para tirar dúvidas. Deixe a sua pergunta aqui que eu respondo na live!',
    hoursAgo: 3,
    comments: [{ by: 'elisa', body: 'Dá para falar de iluminação para vídeos curtos também?' }],
    likedBy: ['carla', 'diego'],
  },
  {
    by: 'carla',
    title: 'Marmitas da semana prontas em 1 hora',
    body: 'Segui o planejamento semanal do curso de culinária e consegui deixar cinco marmitas prontas no domingo. O segredo foi o pré-preparo dos legumes. Quem mais está testando?',
    hoursAgo: 48,
    comments: [
      { by: 'elisa', body: 'Eu! Congelei os feijões em porções e salvou a minha semana.' },
      {
        by: 'student',
        body: 'Vou tentar neste fim de semana. Você usa potes de vidro?',
        replies: [{ by: 'carla', body: 'Uso sim, vão direto ao micro-ondas.' }],
      },
    ],
    likedBy: ['student', 'elisa', 'diego', 'admin'],
  },
  {
    by: 'diego',
    title: 'Retrato com fundo desfocado no modo retrato',
    body: 'Fiz um retrato do meu avô na varanda, com a luz do fim da tarde. O modo retrato deixou o fundo bem suave. Aceito críticas!',
    hoursAgo: 30,
    comments: [
      { by: 'carla', body: 'Que luz bonita! Talvez aproximar um pouco mais para preencher o quadro.' },
      { by: 'admin', body: 'Ótimo uso da luz lateral, Diego. Tente também a regra dos terços no olhar.' },
    ],
    likedBy: ['carla', 'student'],
  },
  {
    by: 'carla',
    title: null,
    body: 'Terminei o módulo de finanças e montei a minha reserva de emergência pela primeira vez. Obrigada pelas dicas, pessoal!',
    hoursAgo: 8,
    comments: [{ by: 'diego', body: 'Parabéns! Qual meta você definiu para a reserva?' }],
    likedBy: ['diego', 'elisa'],
  },
];

export async function seedCommunityPosts(
  db: Db,
  count: Counter,
  slug: string,
  tenantId: string,
  communityId: string,
  users: Record<Who, string>,
  now: Date,
) {
  for (const [i, post] of POSTS.entries()) {
    const postId = stableId(`${slug}:community:post:${i + 1}`);
    const at = (h: number) => new Date(now.getTime() - h * 3_600_000);
    if (!users[post.by]) continue;
    const p = {
      ...post,
      likedBy: post.likedBy.filter((w) => users[w]),
      comments: post.comments
        .filter((c) => users[c.by])
        .map((c) => ({ ...c, replies: (c.replies ?? []).filter((r) => users[r.by]) })),
    };
    const existing = await db.communityPost.findUnique({ where: { id: postId } });
    if (existing) continue;
    count('communityPost');
    const replies = p.comments.reduce((n, c) => n + 1 + c.replies.length, 0);
    await db.communityPost.create({
      data: {
        id: postId,
        tenantId,
        communityId,
        userId: users[p.by]!,
        title: p.title,
        body: p.body,
        createdAt: at(p.hoursAgo),
        commentCount: replies,
        likeCount: p.likedBy.length,
      },
    });
    for (const who of p.likedBy)
      await ensure(
        count,
        'communityLike',
        [() => db.communityLike.findFirst({ where: { userId: users[who]!, postId } })],
        () => db.communityLike.create({ data: { tenantId, userId: users[who]!, postId } }),
      );
    for (const [j, c] of p.comments.entries()) {
      const commentId = stableId(`${slug}:community:post:${i + 1}:comment:${j + 1}`);
      count('communityComment');
      await db.communityComment.create({
        data: {
          id: commentId,
          tenantId,
          postId,
          userId: users[c.by]!,
          body: c.body,
          createdAt: at(p.hoursAgo - 1),
        },
      });
      for (const [k, r] of c.replies.entries()) {
        count('communityComment');
        await db.communityComment.create({
          data: {
            id: stableId(`${slug}:community:post:${i + 1}:comment:${j + 1}:reply:${k + 1}`),
            tenantId,
            postId,
            userId: users[r.by]!,
            parentId: commentId,
            body: r.body,
            createdAt: at(p.hoursAgo - 2),
          },
        });
      }
    }
  }
}
