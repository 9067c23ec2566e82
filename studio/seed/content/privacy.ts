import { portableText, type SeedInput } from './helpers'

export const privacyPage: SeedInput = {
  _id: 'privacyPage',
  _type: 'privacyPage',
  title: 'Política de Privacidade',
  updatedLabel: 'Atualizada em',
  updatedAt: '2026-12-07',
  body: portableText(`
Esta política explica, de forma simples, quais dados pessoais o **Buffet Festa em Casa** recebe pelo site, para que eles servem e quais são os seus direitos, de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).

## Quem cuida dos seus dados

O Buffet Festa em Casa, com atendimento em São Paulo (SP), é o controlador dos dados enviados pelo site. Para qualquer assunto sobre privacidade, escreva para {canal:email} ou fale conosco pelo {canal:whatsapp}.

## Quais dados coletamos

Quando você pede um orçamento, o formulário coleta:

- nome;
- e-mail;
- telefone e WhatsApp;
- bairro onde será a festa;
- tipo de festa, quantidade de convidados, data e horário do evento;
- a mensagem que você escrever.

O site também guarda no seu próprio navegador um rascunho do formulário, para que você não perca o que digitou se a página recarregar. Esse rascunho fica só no seu aparelho e é apagado quando o pedido é enviado. Não usamos cookies de publicidade nem ferramentas de rastreamento.

## Para que usamos

Usamos esses dados **apenas para responder ao seu pedido de orçamento**: entender a festa, calcular o valor, entrar em contato por e-mail, telefone ou WhatsApp e, se você fechar conosco, organizar o evento. Não vendemos, não alugamos e não compartilhamos seus dados para fins de marketing.

A base legal é a execução de procedimentos preliminares a um contrato, a pedido do próprio titular (art. 7º, V, da LGPD).

## Quem tem acesso

Só a nossa equipe administrativa, com senha, lê os pedidos, e cada acesso fica registrado. Os dados ficam guardados em um banco de dados protegido, com acesso restrito, hospedado por um fornecedor de infraestrutura que segue padrões de segurança reconhecidos.

Cada pedido também é enviado por e-mail à nossa equipe, para que ninguém fique sem resposta. Não compartilhamos seus dados com mais ninguém.

Ao clicar para conversar pelo WhatsApp, a conversa passa a seguir também a política de privacidade do WhatsApp.

## Por quanto tempo guardamos

Guardamos os pedidos por {prazo}, contados da data da festa (ou do pedido, quando não houver data), para consultar o histórico se você voltar a falar conosco. Depois disso, seu nome, e-mail, telefone, WhatsApp, bairro e mensagem são apagados automaticamente; ficam só números sem identificação (data, tipo de festa, convidados e valores). As cópias de segurança do banco também expiram e não trazem de volta dados já apagados. Se o orçamento virar um contrato (a festa fechada, ou cancelada depois do aceite), o aceite da proposta (nome, CPF e endereço da festa), as versões da proposta, os pagamentos, as devoluções e os recibos são guardados por 5 anos depois da data da festa, o prazo para reclamações do Código de Defesa do Consumidor (art. 27), e então apagados da mesma forma; o resto do pedido segue o prazo acima.

## Seus direitos

Você pode, a qualquer momento e sem custo:

- confirmar se temos dados seus;
- receber uma cópia de tudo o que guardamos sobre você, em arquivo eletrônico (JSON) ou em página para imprimir;
- corrigir dados incompletos ou desatualizados;
- pedir que apaguemos (anonimizemos) seus dados antes do prazo;
- saber com quem eles foram compartilhados;
- revogar o consentimento, quando ele for a base do tratamento.

Para exercer qualquer um desses direitos, escreva para {canal:email} ou chame no {canal:whatsapp}, informando o e-mail ou o telefone usado no pedido de orçamento. Respondemos em até 15 dias. Se achar que seus direitos não foram respeitados, você também pode procurar a Autoridade Nacional de Proteção de Dados (ANPD).

## Mudanças nesta política

Podemos atualizar esta política quando o site mudar. A data da última atualização fica sempre no topo desta página.
`),
  seo: {
    title: 'Política de privacidade',
    description:
      'Como o Buffet Festa em Casa usa os dados do formulário de orçamento, por quanto tempo os guarda e como exercer seus direitos pela LGPD.',
  },
}
