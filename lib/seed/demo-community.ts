// A few posts, comments, a reply and likes in each tenant's main community, so the demo looks alive
// (issue 4). Written by the tenant's admin and student; stable ids, created only when missing.
import { ensure, type Counter, type Db } from './ensure';
import { stableId } from './ids';

interface SeedPost {
  by: 'admin' | 'student';
  title: string | null;
  body: string;
  hoursAgo: number;
  comments: {
    by: 'admin' | 'student';
    body: string;
    replies?: { by: 'admin' | 'student'; body: string }[];
  }[];
  likedBy: ('admin' | 'student')[];
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
    comments: [],
    likedBy: [],
  },
];

export async function seedCommunityPosts(
  db: Db,
  count: Counter,
  slug: string,
  tenantId: string,
  communityId: string,
  users: { admin: string; student: string },
  now: Date,
) {
  for (const [i, p] of POSTS.entries()) {
    const postId = stableId(`${slug}:community:post:${i + 1}`);
    const at = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const existing = await db.communityPost.findUnique({ where: { id: postId } });
    if (existing) continue;
    count('communityPost');
    const replies = p.comments.reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0);
    await db.communityPost.create({
      data: {
        id: postId,
        tenantId,
        communityId,
        userId: users[p.by],
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
        [() => db.communityLike.findFirst({ where: { userId: users[who], postId } })],
        () => db.communityLike.create({ data: { tenantId, userId: users[who], postId } }),
      );
    for (const [j, c] of p.comments.entries()) {
      const commentId = stableId(`${slug}:community:post:${i + 1}:comment:${j + 1}`);
      count('communityComment');
      await db.communityComment.create({
        data: {
          id: commentId,
          tenantId,
          postId,
          userId: users[c.by],
          body: c.body,
          createdAt: at(p.hoursAgo - 1),
        },
      });
      for (const [k, r] of (c.replies ?? []).entries()) {
        count('communityComment');
        await db.communityComment.create({
          data: {
            id: stableId(`${slug}:community:post:${i + 1}:comment:${j + 1}:reply:${k + 1}`),
            tenantId,
            postId,
            userId: users[r.by],
            parentId: commentId,
            body: r.body,
            createdAt: at(p.hoursAgo - 2),
          },
        });
      }
    }
  }
}
