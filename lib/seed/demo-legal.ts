// Sample 'Termos de uso' and 'Política de privacidade' for the demo schools (issue 54): a newcomer who
// opens /termos or /privacidade reads what a real school would publish, not an empty page. Plain rich
// text within the footer editor's allow-list (paragraphs, headings, lists, bold, links).

export function demoTermsHtml(school: string): string {
  return `<h2>Termos de uso</h2>
<p>Bem-vindo à área de membros da <strong>${school}</strong>. Ao acessar os cursos, as comunidades e os demais
conteúdos, você concorda com estes termos.</p>
<h3>1. Acesso</h3>
<p>O acesso é pessoal e intransferível, liberado pelo produto que você adquiriu e pelo prazo informado na
compra. Não compartilhe sua senha nem os links de acesso.</p>
<h3>2. Conteúdo</h3>
<p>Aulas, materiais e textos são protegidos por direitos autorais. Você pode assistir e baixar os materiais
para uso pessoal; não é permitido copiar, revender ou publicar o conteúdo.</p>
<h3>3. Comunidade</h3>
<ul>
<li>Trate os colegas com respeito; críticas são bem-vindas, ataques pessoais não.</li>
<li>Não publique propaganda, spam ou conteúdo ilegal.</li>
<li>A equipe pode ocultar publicações e suspender quem descumprir estas regras.</li>
</ul>
<h3>4. Cancelamento e reembolso</h3>
<p>Pedidos de reembolso seguem a política da plataforma de vendas em que você comprou, respeitado o prazo de
7 dias do Código de Defesa do Consumidor. Com o reembolso, o acesso ao produto é encerrado.</p>
<h3>5. Contato</h3>
<p>Dúvidas sobre estes termos: fale com a equipe da ${school} pelo e-mail de suporte informado na compra.</p>`;
}

export function demoPrivacyHtml(school: string): string {
  return `<h2>Política de privacidade</h2>
<p>A <strong>${school}</strong> trata seus dados pessoais de acordo com a Lei Geral de Proteção de Dados
(LGPD, Lei 13.709/2018). Esta política explica o que coletamos e por quê.</p>
<h3>Dados que coletamos</h3>
<ul>
<li>Nome, e-mail e foto de perfil, para identificar você na área de membros;</li>
<li>Seu progresso nas aulas, avaliações, pontos e publicações na comunidade;</li>
<li>Dados técnicos de acesso (endereço IP, navegador), por segurança.</li>
</ul>
<h3>Para que usamos</h3>
<p>Para liberar os cursos que você comprou, mostrar seu progresso, enviar avisos e lembretes que você pediu e
manter a plataforma segura. Não vendemos seus dados.</p>
<h3>Seus direitos</h3>
<p>Você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados e desativar os e-mails a
qualquer momento nas preferências de notificação.</p>
<h3>Cookies</h3>
<p>Usamos apenas os cookies necessários para manter você conectado.</p>
<h3>Contato</h3>
<p>Para exercer seus direitos, escreva para a equipe da ${school} pelo e-mail de suporte.</p>`;
}
