import { definePost } from './define-post'

export const aniversariosTematicos = definePost({
  slug: 'aniversarios-tematicos',
  title: 'Aniversários temáticos: como levar o tema da decoração ao cardápio',
  excerpt:
    'Como escolher o tema, aplicá-lo em cada detalhe e adaptar o cardápio, com ideias para festas infantis, de adultos e datas como dia das crianças e halloween.',
  publishedAt: '2025-02-04',
  author: 'renata-oliveira',
  cover: {
    file: 'blog-aniversarios-tematicos.webp',
    alt: 'Ilustração de festa com tema de espaço: foguete, planetas e estrelas sobre uma mesa com bolo de velinhas, chapéus de festa e cupcakes.',
  },
  related: ['tendencias-festas-infantis-2025', 'opcoes-menu-criancas'],
  seo: {
    title: 'Aniversários temáticos e cardápio',
    description:
      'Como escolher o tema do aniversário e levá-lo ao convite, à decoração e à comida, com ideias para crianças e adultos.',
  },
  body: `
Um tema bem escolhido dá unidade à festa. Ele orienta o convite, a decoração, as brincadeiras, o bolo e até o nome dos salgadinhos. E não é coisa só de criança: adultos também adoram uma festa com personalidade. Neste artigo mostramos como escolher o tema, como levá-lo a todos os detalhes, inclusive ao cardápio, e trazemos ideias para inspirar.

## Como escolher o tema

### Comece pelo aniversariante

A melhor festa temática nasce de algo que o aniversariante ama. Pergunte, observe as brincadeiras, os desenhos e os livros favoritos. Para os pequenos, temas com cores e bichos funcionam bem; a partir dos 5 ou 6 anos, as crianças costumam ter opiniões firmes e adoram participar da escolha.

### Pense no espaço e na época do ano

Um tema de praia pede área aberta e combina com o verão; uma festa de inverno pede ambiente aconchegante e comidinhas quentes. Em casa, temas simples de aplicar rendem mais do que cenários grandes.

### Um tema, muitos detalhes

Escolhido o tema, defina duas ou três cores principais e alguns elementos-chave, por exemplo estrelas, foguetes e planetas. Repetir esses elementos em vários lugares é o que faz a festa parecer pensada.

## Como levar o tema para cada detalhe

- **Convite:** já anuncia o tema, com as cores e um elemento-chave.
- **Decoração:** mesa principal, painel e centros de mesa seguindo a paleta.
- **Bolo e doces:** forminhas, toppers e confeitos nas cores do tema.
- **Cardápio:** nomes divertidos e apresentação temática (veja abaixo).
- **Brincadeiras:** uma ou duas atividades ligadas ao tema.
- **Lembrancinhas:** algo que continue a história da festa em casa.

## O tema no cardápio

A comida é onde o tema ganha vida sem gastar muito: basta batizar os pratos, brincar com a apresentação e escolher as cores certas. Algumas ideias:

### Fundo do mar

- Sanduichinhos cortados em forma de peixe.
- Gelatina azul em copinhos, como um aquário.
- Milk shake de frutas vermelhas servido como “coral”.

### Dinossauros

- Bolinhas de queijo apresentadas como “ovos de dinossauro” em ninhos de batata palha.
- Espetinhos de frutas como “folhas da floresta”.
- Brigadeiros com confeitos verdes.

### Espaço sideral

- Mini pizzas redondas como planetas.
- Pipoca colorida como “poeira de estrelas”.
- Bebidas em copos decorados com estrelas.

### Circo

- Pipoca e cachorro-quente, como debaixo da lona.
- Algodão-doce e maçã do amor.
- Docinhos com confeitos coloridos.

### Jardim encantado

- Sanduíches naturais em formato de flor.
- Salada de frutas em copinhos.
- Cupcakes decorados com flores de açúcar.

Os [mini lanchinhos](/cardapios/lanchinhos) e os [salgadinhos](/cardapios/salgadinhos) se adaptam fácil a qualquer tema, e o [pacote Brigadeiro](/pacotes/brigadeiro), com muitas bases e coberturas, permite docinhos na paleta exata da festa.

## Temas para adultos

Festa temática de adulto costuma ser mais descontraída e ajuda a quebrar o gelo entre convidados que não se conhecem.

- **Boteco:** petiscos, bebida gelada e samba. O [pacote Boteco](/pacotes/boteco) tem petiscos e bebidas; bebidas alcoólicas e bartender podem ser incluídos sob consulta, com custo à parte.
- **Brunch:** aniversário de manhã, com mesa posta, serviço volante e bebidas, como no [pacote Brunch](/pacotes/brunch).
- **Churrasco:** para reunir a turma no quintal, com churrasqueiros profissionais, como no [pacote Churrasco](/pacotes/churrasco).
- **Anos 80 ou 90:** trilha sonora, figurino e as comidinhas que marcaram a época.
- **Noite francesa:** crepes salgados e doces preparados na hora, do nosso cardápio de [crepe francês](/cardapios/crepe-frances).

## Datas comemorativas que viram tema

### Festa junina

Bandeirinhas, chapéu de palha e comida de arraiá. Se o aniversário cai em junho ou julho, o tema está pronto; veja [as tradições e os sabores da festa junina](/blog/festa-junina-tradicoes-sabores) e o [pacote Festa Junina](/pacotes/festa-junina).

### Dia das crianças

Em outubro, festas com brincadeiras antigas, gincanas e estações de doces fazem a alegria da turma. Um tema de parque de diversões, com pipoca e barraquinhas, funciona muito bem.

### Halloween

Abóboras, fantasias e doces “assustadores”: brigadeiros com olhinhos, gelatinas de monstro e cupcakes com teia de chocolate. Com crianças pequenas, mantenha o tom divertido, sem sustos de verdade.

## Erros comuns

- Escolher um tema que agrada aos pais, mas não ao aniversariante.
- Misturar temas demais e perder a identidade.
- Gastar tudo na decoração e economizar na comida.
- Esquecer dos adultos no cardápio.

## Comece a planejar

Com o tema definido, fica fácil escolher o cardápio. Navegue pelos [nossos cardápios e pacotes](/cardapios), separe o que combina com a sua ideia e [peça um orçamento](/orcamento): conte o tema e ajudamos a adaptar a apresentação da comida à sua festa.
`,
})
