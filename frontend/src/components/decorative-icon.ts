/**
 * Spread on @ant-design/icons used as decoration. The icons set aria-label to their own name
 * ("phone", "mail"), which leaks into label queries and screen readers even when aria-hidden;
 * an explicit undefined removes it.
 */
export const decorativeIcon = { 'aria-hidden': true, 'aria-label': undefined } as const;
