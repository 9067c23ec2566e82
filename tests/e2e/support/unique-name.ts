/** A name no other test or repetition uses: each test looks only at its own quotes. */
export const unique = (label: string) => `${label} ${Date.now()}${Math.floor(Math.random() * 1000)}`
