import { defineQuery } from 'next-sanity'

// Every image projection resolves to ContentImage (lib/content/image.ts) in both content modes.
const image = /* groq */ `{
  alt,
  hotspot,
  "asset": asset->{ url, "lqip": metadata.lqip, "width": metadata.dimensions.width, "height": metadata.dimensions.height }
}`

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
    "seo": seo{ title, description, "image": image${image} }
  },
  "navigation": *[_type == "menuCard" && defined(target->slug.current)] | order(orderRank) {
    "type": target->_type,
    "title": target->title,
    "slug": target->slug.current
  }
}`)
