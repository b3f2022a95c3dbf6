// The language switch.
export const language = {
  /** The switch names the other language, in that language. */
  switchTo: 'Español',
  switchLabel: 'Ver este sitio en español',
};
