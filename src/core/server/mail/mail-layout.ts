import { directionOf } from '@/core/shared/languages';
import type { MailContent } from './render-template';

/** What the frame around a template's body says: the site, and how to stop mail like this one. */
export interface MailFrame {
  /** The template's language (`fr`, `zh-hans`): the page's `lang` and direction. */
  lang: string;
  siteName: string;
  /** The site's address without a trailing slash; empty before setup. */
  siteUrl: string;
  unsubscribeUrl?: string;
  /** "Unsubscribe" in the mail's language. */
  unsubscribeLabel: string;
}

// Inline styles only: mail clients drop <style> blocks and external sheets, and many ignore
// classes; tables lay the page out where flex and max-width on a div are not understood.
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = `${FONT};font-size:16px;line-height:1.5;color:#1f2933`;
const ACCENT = '#1c7ed6';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * A paragraph that holds only a link is the mail's main action: it becomes a button (a table
 * cell with a background, which every client paints). Admins' edited templates follow the same
 * rule without knowing of it.
 */
const LONE_LINK = /<p>\s*<a href="([^"]*)">([^<]+)<\/a>\s*<\/p>/g;

function button(href: string, label: string): string {
  return (
    '<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:24px 0">' +
    `<tr><td style="border-radius:6px;background:${ACCENT}">` +
    `<a style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:600;` +
    `color:#ffffff;text-decoration:none;border-radius:6px" href="${href}">${label}</a>` +
    '</td></tr></table>'
  );
}

/** The body with inline styles on the bare tags templates use, and its lone links as buttons. */
export function styleBody(html: string): string {
  return html
    .replace(LONE_LINK, (_match, href: string, label: string) => button(href, label))
    .replace(/<p>/g, '<p style="margin:0 0 16px">')
    .replace(/<p style="([^"]*)">/g, (match, style: string) =>
      style.startsWith('margin:') ? match : `<p style="margin:0 0 16px;${style}">`,
    )
    .replace(
      /<blockquote>/g,
      '<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ced4da;color:#495057">',
    )
    .replace(/<a href="/g, `<a style="color:${ACCENT}" href="`);
}

/**
 * A template's rendered body framed as the mail leaves: an HTML page with the site's name above,
 * the body styled, and a footer with the site's address and the unsubscribe link when the mail
 * has one; the text part gets the same footer in words. A body that is already a whole document
 * (an administrator's own layout) is left as it is.
 */
export function frameMail(content: MailContent, frame: MailFrame): MailContent {
  if (/^\s*(<!doctype|<html)/i.test(content.html)) return content;
  const site = escapeHtml(frame.siteName);
  const home = frame.siteUrl
    ? `<a href="${escapeHtml(frame.siteUrl)}" style="color:inherit;text-decoration:none">${site}</a>`
    : site;
  const unsubscribe = frame.unsubscribeUrl
    ? ` · <a href="${escapeHtml(frame.unsubscribeUrl)}" style="color:#868e96">${escapeHtml(frame.unsubscribeLabel)}</a>`
    : '';
  const dir = directionOf(frame.lang);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(frame.lang)}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f3f5">`,
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f1f3f5">',
    '<tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px">',
    `<tr><td style="padding:0 0 16px;${FONT};font-size:20px;font-weight:700;color:#1f2933">${home}</td></tr>`,
    `<tr><td style="background:#ffffff;border-radius:8px;padding:32px;${TEXT}">`,
    styleBody(content.html),
    '</td></tr>',
    `<tr><td style="padding:16px 0 0;${FONT};font-size:13px;line-height:1.5;color:#868e96">${home}${unsubscribe}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
  const footer = [
    frame.siteUrl ? `${frame.siteName} · ${frame.siteUrl}` : frame.siteName,
    ...(frame.unsubscribeUrl && !content.text.includes(frame.unsubscribeUrl)
      ? [`${frame.unsubscribeLabel}: ${frame.unsubscribeUrl}`]
      : []),
  ];
  return { subject: content.subject, html, text: `${content.text}\n\n-- \n${footer.join('\n')}` };
}
