/** A Google Maps search for the address (opens the Maps app on a phone). */
export const mapUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
