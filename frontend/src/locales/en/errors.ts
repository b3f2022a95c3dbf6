// The server's refusals, worded by their stable `code` (and the fields the answer carries) in the visitor's language.
export const errors = {};
