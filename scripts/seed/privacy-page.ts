// The demo's privacy policy (npm run db:seed): what this site really stores, why, for how long, with whom it is
// shared and how each right is exercised, in plain Portuguese, for the organisation to adapt. The facts are the
// product's behaviour: when one changes (a retention, a provider), this text changes with it.

/** The slug of the demo's privacy page, chosen as the site's privacy policy by the settings seed. */
export const PRIVACY_PAGE_SLUG = 'politica-de-privacidade';

const EMAIL = 'contato@vitrine.local';
const mail = `<a href="mailto:${EMAIL}">${EMAIL}</a>`;
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
/** One kind of data: what it is, why it is kept, for how long. */
const kind = (title: string, what: string, why: string, howLong: string) =>
  `<h3>${title}</h3>` + ul(`<strong>O quê:</strong> ${what}`, `<strong>Para quê:</strong> ${why}`, `<strong>Por quanto tempo:</strong> ${howLong}`);

const INTRO =
  p(
    '<em>Modelo para adaptar: a organização deve revisar este texto (nome, endereço, contatos, parceiros e prazos) antes de adotá-lo. Se mudar, nas configurações do site, o prazo de guarda das mensagens de contato, atualize-o aqui também.</em>',
    'Esta política explica, em linguagem simples, quais dados pessoais a <strong>Associação Vitrine</strong> guarda neste site, para quê, por quanto tempo, com quem os compartilha e como você exerce os direitos que a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018) garante.',
    `Responsável pelos dados (controladora): Associação Vitrine, Rua das Flores, 120 — Centro — São Paulo/SP. Para qualquer assunto de privacidade, escreva para ${mail}.`,
  );

const WHAT_WE_KEEP =
  '<h2>O que guardamos, para quê e por quanto tempo</h2>' +
  kind(
    'Sua conta',
    'nome, e-mail, organização, CPF ou CNPJ, telefone e a senha — guardada apenas de forma embaralhada (hash), que não permite a ninguém, nem a nós, lê-la.',
    'identificar você, permitir que acompanhe seus pedidos e preencher os pedidos que fizer (execução do contrato de compra).',
    'enquanto a conta existir. Ao excluir a conta, esses dados são apagados.',
  ) +
  kind(
    'Endereços',
    'os endereços de entrega que você cadastrou (destinatário, CEP, logradouro, número, complemento, bairro, cidade e estado).',
    'entregar seus pedidos.',
    'até você removê-los ou excluir a conta.',
  ) +
  kind(
    'Pedidos',
    'os itens, os valores, o frete, a forma de pagamento, o nome de quem comprou, o CPF ou CNPJ, o endereço de entrega e o e-mail.',
    'cumprir o pedido (execução do contrato) e guardar os registros fiscais das vendas, como a lei exige (cumprimento de obrigação legal, art. 7º, II, e art. 16, I, da LGPD).',
    'enquanto sua conta existir, seus pedidos ficam no seu histórico. Se você excluir a conta, os pedidos são desligados dela e guardados só pelos 5 anos da obrigação fiscal, contados de cada pedido; passado esse prazo, os dados pessoais deles são apagados.',
  ) +
  kind(
    'Mensagens de contato',
    'o nome, o e-mail e a mensagem que você envia pelo formulário "Fale conosco".',
    'responder ao seu contato (legítimo interesse e atendimento ao seu pedido).',
    '24 meses; depois são excluídas automaticamente.',
  ) +
  kind(
    'Avisos de volta ao estoque',
    'o e-mail, o produto esperado e o idioma do aviso que você pediu ("Avise-me quando chegar").',
    'avisar, uma única vez, que o produto voltou (legítimo interesse, a seu pedido). O pedido só vale depois de confirmado pelo link que enviamos ao e-mail informado: sem a confirmação, esse endereço não recebe mais nada. Todo e-mail de aviso traz um link para cancelar com um clique.',
    'até você cancelar o aviso, e no máximo 1 ano desde que o pediu; um pedido não confirmado é excluído em 48 horas. Depois, tudo é excluído automaticamente.',
  ) +
  kind(
    'Carrinho da conta e lembretes de carrinho',
    'os itens do seu carrinho enquanto você está conectado, e, quando enviamos um lembrete de carrinho esquecido, os itens e o valor que constavam nele.',
    'manter o mesmo carrinho nos seus aparelhos (execução do contrato) e lembrar você, uma vez, dos itens que deixou (legítimo interesse). Todo lembrete traz um link para não receber mais; você também pode desligá-los em <a href="/conta/privacidade">Minha conta → "Meus dados e privacidade"</a>.',
    'o carrinho, enquanto a conta existir (ele muda conforme você o altera); o registro de cada lembrete, 90 dias após o envio. Ao excluir a conta, ambos são apagados.',
  ) +
  kind(
    'Sessões',
    'um código que mantém você conectado à sua conta, guardado no seu navegador e, de forma embaralhada, no site.',
    'reconhecer você enquanto navega conectado (execução do contrato).',
    'até a sessão expirar (30 dias); ao sair da conta ("Sair"), ela é encerrada na hora, e ao trocar a senha ou o e-mail as suas outras sessões são encerradas.',
  ) +
  kind(
    'Registros de segurança',
    'o endereço IP das tentativas de entrar, cadastrar-se, enviar mensagens, pedir avisos de estoque e fazer pedidos.',
    'limitar tentativas repetidas e proteger o site contra abusos (legítimo interesse).',
    'no máximo 24 horas.',
  ) +
  kind(
    'Cookies',
    'o carrinho, o CEP usado para calcular o frete e o idioma escolhido, guardados no seu navegador. Cookies de estatística (Google Analytics) só existem se você clicar em "Aceitar" no aviso de cookies.',
    'o carrinho, o CEP e o idioma fazem o site funcionar como você pediu; os de estatística nos ajudam a entender quais páginas são visitadas (consentimento).',
    'o carrinho, o CEP e o idioma, até 1 ano no seu navegador. Sua escolha no aviso de cookies vale por 6 meses; você pode mudá-la a qualquer momento pelo link "Cookies" no rodapé, e sem "Aceitar" nenhum cookie de estatística é gravado. Se você estiver conectado, a escolha também fica registrada na sua conta (com a data), para podermos mostrar o que você escolheu.',
  );

const SHARING =
  '<h2>Com quem compartilhamos</h2>' +
  p('Não vendemos dados pessoais. Compartilhamos apenas o necessário com:') +
  ul(
    '<strong>Mercado Pago</strong>, que processa os pagamentos por cartão, Pix e boleto: recebe o e-mail e o nome ou o CPF/CNPJ de quem paga, os itens e o valor do pedido. Os dados do cartão são digitados no Mercado Pago e não passam pelo nosso site. No Pix direto para a conta da associação, o pagamento passa apenas pelo seu banco e pelo nosso.',
    '<strong>Transportadoras</strong> (Correios e, quando usado, Melhor Envio): para calcular o frete, o site envia só o CEP; para entregar o pedido, a transportadora recebe o nome do destinatário e o endereço de entrega.',
    '<strong>Google</strong>, somente se você clicar em "Aceitar" no aviso de cookies: recebe dados de navegação (páginas vistas, aparelho e um identificador do cookie) para as estatísticas de visitas.',
    '<strong>Provedores que mantêm o site no ar</strong> (hospedagem, banco de dados e envio de e-mails): guardam ou transmitem os dados apenas para nos prestar esse serviço, seguindo nossas instruções.',
  ) +
  p('Também podemos entregar dados quando uma lei ou uma ordem judicial exigir.');

const RIGHTS =
  '<h2>Seus direitos e como exercê-los</h2>' +
  p('A LGPD (art. 18) garante a você, a qualquer momento e sem custo:') +
  ul(
    '<strong>Confirmar e acessar</strong> os dados que temos sobre você, e <strong>levá-los a outro serviço</strong> (portabilidade): na sua conta, em <a href="/conta/privacidade">Minha conta → "Meus dados e privacidade"</a> → <strong>"Baixar meus dados"</strong>, você recebe na hora uma cópia completa em arquivo JSON.',
    '<strong>Corrigir</strong> dados incompletos ou desatualizados: altere-os na sua conta (seus dados e seus endereços).',
    '<strong>Excluir</strong> seus dados: em "Meus dados e privacidade" → <strong>"Excluir minha conta"</strong>. A conta, seus endereços, suas sessões e as mensagens de contato e os avisos de estoque do seu e-mail são apagados na hora; os pedidos ficam guardados só pelo prazo fiscal (5 anos), desligados da conta, e depois seus dados neles são apagados. Enquanto um pedido pago ainda não foi recebido, a exclusão espera a entrega: você precisa da conta para acompanhá-la.',
    '<strong>Saber com quem compartilhamos</strong> seus dados: veja a seção acima, ou pergunte-nos.',
    '<strong>Retirar o consentimento</strong>: mude sua escolha no aviso de cookies, e cancele os avisos de estoque pelo link de qualquer e-mail de aviso.',
    '<strong>Opor-se</strong> a um tratamento feito por legítimo interesse, ou pedir <strong>anonimização ou bloqueio</strong> de dados desnecessários: escreva para nós.',
  ) +
  p(
    `Sem conta no site, ou se preferir, faça qualquer um desses pedidos por e-mail para ${mail}. Quem administra o site atende o pedido (confirmando antes que ele é seu) e responde o quanto antes, em até 15 dias.`,
    'O site registra cada pedido de cópia ou de exclusão de dados (quem pediu, o quê e quando), como a LGPD pede (art. 37). Se achar que não atendemos bem ao seu pedido, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em <a href="https://www.gov.br/anpd">www.gov.br/anpd</a>.',
  );

const CHANGES =
  '<h2>Mudanças nesta política</h2>' +
  p('Quando mudarmos o que guardamos ou com quem compartilhamos, atualizaremos esta página antes. Última atualização: novembro de 2026.');

/** The demo's privacy page, as the other demo pages are stored (published, HTML blocks). */
export const PRIVACY_PAGE = {
  title: 'Política de privacidade',
  slug: PRIVACY_PAGE_SLUG,
  seo_description: 'Quais dados pessoais a Associação Vitrine guarda, para quê, por quanto tempo, com quem compartilha e como exercer seus direitos (LGPD).',
  blocks: [
    { id: 'privacidade-introducao', type: 'rich_text', html: INTRO },
    { id: 'privacidade-dados', type: 'rich_text', html: WHAT_WE_KEEP },
    { id: 'privacidade-compartilhamento', type: 'rich_text', html: SHARING },
    { id: 'privacidade-direitos', type: 'rich_text', html: RIGHTS },
    { id: 'privacidade-mudancas', type: 'rich_text', html: CHANGES },
  ],
};
