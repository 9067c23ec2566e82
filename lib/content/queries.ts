import { defineQuery } from 'next-sanity'

// Every image projection resolves to ContentImage (lib/content/image.ts) in both content modes.
// crop and hotspot reach lib/content/image.ts, which builds the cropped URL with @sanity/image-url.
const image = /* groq */ `{
  alt,
  crop,
  hotspot,
  "asset": asset->{ _id, url, "lqip": metadata.lqip, "width": metadata.dimensions.width, "height": metadata.dimensions.height }
}`

// Portable Text with each internal link's target (type and slug, turned into a path by
// lib/content/navigation.ts, so a rename moves the link) and inline images resolved to ContentImage.
const portableText = <const F extends string>(field: F) =>
  /* groq */ `${field}[]{
  ...,
  _type == "block" => { ..., markDefs[]{ ..., _type == "link" => { "target": reference->{ _type, "slug": slug.current } } } },
  _type == "image" => { _key, _type, alt, caption, crop, hotspot, "asset": asset->{ _id, url, "lqip": metadata.lqip, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }
}` as const

// A post is live once its publishing time has come (a later time schedules it). Dates written
// before posts had a time ("2025-06-03") count from that day's start.
const publishedTime = /* groq */ `coalesce(dateTime(publishedAt), dateTime(publishedAt + "T00:00:00Z"))`
const livePost = /* groq */ `_type == "post" && defined(slug.current) && ${publishedTime} <= dateTime(now())`
// Pages staff preview in draft mode ($preview) show scheduled posts too, to see them before their time.
const shownPost = /* groq */ `_type == "post" && defined(slug.current) && ($preview || ${publishedTime} <= dateTime(now()))`

export const siteChromeQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    businessName,
    tagline,
    foundedYear,
    location,
    address,
    hours,
    phone,
    whatsappNumber,
    email,
    social,
    chat,
    "instagramStrip": instagramStrip[]${image},
    "seo": seo{ title, description, "image": image${image} },
    texts,
    leadSources,
    googleReviewUrl
  },
  "navigation": *[_type == "menuCard" && defined(target->slug.current)] | order(orderRank) {
    "type": target->_type,
    "title": target->title,
    "slug": target->slug.current
  }
}`)

/** The business name the e-mails to the business speak for. */
export const businessNameQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{ businessName }`)

const seo = /* groq */ `seo{ title, description, noIndex, "image": image${image} }`

const itemSections = /* groq */ `sections[]{ _key, title, description, lists[]{ _key, title, note, items } }`

export const homePageQuery = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    hero{ heading, buttonLabel, "image": image${image} },
    service{ heading, ${portableText('body')}, "image": image${image} },
    menusBlock,
    "menuGallery": menuGallery[]${image},
    testimonials,
    quote,
    ${seo}
  },
  "testimonials": *[_type == "testimonial"] | order(orderRank) { _id, name, role, content, "photo": photo${image} }
}`)

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  title, intro, "image": image${image}, historyHeading, ${portableText('history')}, missionHeading, mission, visionHeading, vision, valuesHeading, values[]{ _key, title, description }, ${seo}
}`)

export const menusPageQuery = defineQuery(`{
  "page": *[_type == "menusPage" && _id == "menusPage"][0]{ title, intro, buttonLabel, gridHeading, ${seo} },
  "cards": *[_type == "menuCard" && defined(target->slug.current)] | order(orderRank) {
    _id,
    // An empty card field shows the target page's, so renaming a menu is one edit.
    "title": coalesce(title, target->title),
    "description": coalesce(description, target->description),
    "image": coalesce(image, target->image)${image},
    icon,
    "type": target->_type,
    "slug": target->slug.current,
    "theme": target->theme,
    "highlightInfo": target->highlightInfo
  }
}`)

export const menuSlugsQuery = defineQuery(`*[_type == "menu" && defined(slug.current)].slug.current`)

export const menuQuery = defineQuery(`*[_type == "menu" && slug.current == $slug][0]{
  title, "slug": slug.current, description, "image": image${image}, theme, highlightInfo, items, ${itemSections}, notes, ${seo}
}`)

export const packageSlugsQuery = defineQuery(`*[_type == "partyPackage" && defined(slug.current)].slug.current`)

export const packageQuery = defineQuery(`*[_type == "partyPackage" && slug.current == $slug][0]{
  title, "slug": slug.current, description, "image": image${image}, theme, ${itemSections}, notes, observation, closing, ${seo},
  "priceFrom": select(showPrice == true => pricePerGuest)
}`)

/** What the administrator's proposal editor may price: every menu and package with a price or priced extras. Server only. */
export const proposalCatalogQuery =
  defineQuery(`*[_type in ["partyPackage", "menu"] && (defined(pricePerGuest) || count(extras) > 0)] | order(_type desc, title asc){
  _id, _type, title, pricePerGuest, minGuests, "extras": extras[]{ _key, name, price, perGuest }
}`)

/** The conditions every new proposal starts from (site settings, "Propostas"). Server only. */
export const proposalConditionsQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0].proposalConditions`,
)

export const galleryPageQuery = defineQuery(`{
  "page": *[_type == "galleryPage" && _id == "galleryPage"][0]{ title, intro, sectionHeading, ${seo} },
  "photos": *[_type == "galleryPhoto"] | order(orderRank) { _id, caption, "image": image${image} }
}`)

const richTextBody = portableText('body')

const postCard = /* groq */ `{
  _id,
  title,
  "slug": slug.current,
  excerpt,
  "coverImage": coverImage${image},
  publishedAt,
  "authorName": author->name,
  "wordCount": length(string::split(pt::text(body), " "))
}`

export const blogPageQuery = defineQuery(`{
  "page": *[_type == "blogPage" && _id == "blogPage"][0]{ title, intro, articleTexts, ${seo} },
  "posts": *[${shownPost}] | order(publishedAt desc) ${postCard}
}`)

export const postSlugsQuery = defineQuery(`*[${livePost}].slug.current`)

/** When the posts still waiting for their time come out: the blog's pages are regenerated then. */
export const scheduledPostTimesQuery = defineQuery(
  `*[_type == "post" && defined(slug.current) && ${publishedTime} > dateTime(now())].publishedAt`,
)

// Related posts: always two, the ones chosen in the Studio first, filled up with the most recent
// others; never the article itself, never twice the same one.
// updatedAt falls back to publishedAt because the seed dataset has no system timestamps.
export const postQuery = defineQuery(`*[${shownPost} && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  excerpt,
  "coverImage": coverImage${image},
  publishedAt,
  "updatedAt": coalesce(_updatedAt, publishedAt),
  "wordCount": length(string::split(pt::text(body), " ")),
  ${richTextBody},
  "author": author->{ name, role, bio, "photo": photo${image} },
  "blogPage": *[_type == "blogPage" && _id == "blogPage"][0]{ title, relatedHeading, backLabel, ctaHeading, ctaText, articleTexts },
  "related": (
    coalesce((related[]->)[${shownPost} && _id != ^._id]${postCard}, [])
    + (*[${shownPost} && _id != ^._id && !(_id in coalesce(^.related[]._ref, []))] | order(publishedAt desc) ${postCard})
  )[0...2],
  ${seo}
}`)

export const privacyPageQuery = defineQuery(
  `*[_type == "privacyPage" && _id == "privacyPage"][0]{ title, updatedLabel, updatedAt, ${richTextBody}, ${seo} }`,
)

/** "Por", "min de leitura", "Compartilhar" and the share toasts, the same on every article. */
export const articleTextsQuery = defineQuery(`*[_type == "blogPage" && _id == "blogPage"][0].articleTexts`)

/** The menus page's short name, for the breadcrumbs of every menu and package page. */
export const menusShortTitleQuery = defineQuery(`*[_type == "menusPage" && _id == "menusPage"][0].shortTitle`)

export const quotePageQuery = defineQuery(`*[_type == "quotePage" && _id == "quotePage"][0]{ title, intro, ${seo} }`)

/** The quote form's texts and the WhatsApp message it writes: the form is on /orcamento and on the home page. */
export const quoteFormQuery = defineQuery(`{
  "form": *[_type == "quotePage" && _id == "quotePage"][0].form,
  "whatsappTemplate": *[_type == "siteSettings" && _id == "siteSettings"][0].messages.quoteWhatsapp
}`)

/** The follow-up texts of the admin (WhatsApp greeting, e-mail subject): read on the server only. */
export const followUpTemplatesQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0].messages{ followUpWhatsapp, followUpEmailSubject, reviewRequestWhatsapp }`,
)

// Trailing slashes never reach here: Next redirects /a/ to /a first.
export const redirectQuery = defineQuery(`*[_type == "redirect" && from == $path][0]{ to, permanent }`)

export const sitemapQuery = defineQuery(`{
  "pages": *[_type in ["homePage", "aboutPage", "menusPage", "galleryPage", "blogPage", "quotePage", "privacyPage"]]{ _type, _updatedAt, "noIndex": seo.noIndex },
  "menus": *[_type == "menu" && defined(slug.current) && seo.noIndex != true]{ "slug": slug.current, _updatedAt },
  "packages": *[_type == "partyPackage" && defined(slug.current) && seo.noIndex != true]{ "slug": slug.current, _updatedAt },
  "posts": *[${livePost} && seo.noIndex != true]{ "slug": slug.current, _updatedAt }
}`)
