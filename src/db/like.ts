/** A LIKE pattern matching `text` anywhere, case-folded, with wildcards escaped. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
