// Shared by the server actions and their forms: a 'use server' file may export only async functions.

/** The most "eventos por dia" the agenda accepts. */
export const CAPACITY_MAX = 50

/** The longest note on a blocked date. */
export const BLOCK_NOTE_MAX = 200
