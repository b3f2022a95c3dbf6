import mjml2html from 'mjml';

/**
 * The HTML part of a mail from its template's MJML (mail-templates.ts' page): tables and inline styles that hold up in
 * Gmail, Outlook and Apple Mail, on a phone too. Strict validation: a template that writes invalid MJML fails its
 * tests rather than sending a broken mail. About 3 ms a mail on this project's machine (docs/performance.md).
 */
export async function mailHtml(mjml: string): Promise<string> {
  const { html } = await mjml2html(mjml, { validationLevel: 'strict', keepComments: false });
  return html;
}
