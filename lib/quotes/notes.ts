/** The longest internal note, in characters (the database checks it too). */
export const NOTE_MAX = 2000
