import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { type Locale, languageTag, localizePath } from '@trippy/i18n/locale'

/** A label and its value, shown as a row of a table in HTML and as `Label: value` in text. */
export type Fact = [label: string, value: string]

export type MailAction = { label: string; url: string }

export type MailSection = { heading: string; paragraphs?: string[]; facts?: Fact[] }

/** What a mail says, once; layout() writes it as HTML and as plain text. */
export type MailContent = {
  title: string
  paragraphs: string[]
  facts?: Fact[]
  /** The one thing to do next, as a button in HTML. */
  action?: MailAction
  /** More to read after the action, e.g. how to pay without the gateway. */
  sections?: MailSection[]
  /** Closing lines after everything else. */
  closing?: string[]
  /** The one-click unsubscribe page of a newsletter mail, linked in its footer. */
  unsubscribeUrl?: string
  /** The language the mail is written in: its footer, `<html lang>` and links home. English if unsaid. */
  locale?: Locale
}

/** The operator's contact details, in every mail's footer. */
export type MailFooter = { publicUrl: string; supportEmail: string; operatorWhatsapp: string }

export type RenderedMail = { subject: string; text: string; html: string }

const FONT = 'font-family:Arial,Helvetica,sans-serif;'
const INK = '#1f2937'
const MUTED = '#4b5563'
const BRAND = SITE.themeColor

/** Text for HTML: every interpolated value goes through here, attributes included. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** An absolute link to a page of the site: PUBLIC_URL (with any path it has) plus `path`. */
export function siteUrl(publicUrl: string, path = '/'): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/** A WhatsApp number as WhatsApp itself writes it: '919876543210' → '+919876543210'. */
export const formatWhatsapp = (digits: string) => `+${digits}`

/** Only absolute web and mail links go into a mail; anything else is a bug, not a link. */
function href(url: string): string {
  const parsed = new URL(url)
  if (!['http:', 'https:', 'mailto:'].includes(parsed.protocol))
    throw new Error(`Not a link for mail: ${url}`)
  return escapeHtml(parsed.href)
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;color:${INK};">${escapeHtml(text)}</p>`

function factsTable(facts: Fact[]): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;${FONT}font-size:15px;font-weight:normal;color:${MUTED};">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;${FONT}font-size:15px;font-weight:bold;color:${INK};">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table style="border-collapse:collapse;margin:0 0 20px;">${rows}</table>`
}

function actionButton(action: MailAction): string {
  return (
    `<p style="margin:8px 0 24px;"><a href="${href(action.url)}" ` +
    `style="display:inline-block;padding:12px 24px;border-radius:6px;background-color:${BRAND};color:#ffffff;${FONT}font-size:16px;font-weight:bold;text-decoration:none;">` +
    `${escapeHtml(action.label)}</a></p>`
  )
}

function sectionHtml(section: MailSection): string {
  return (
    `<h2 style="margin:24px 0 12px;${FONT}font-size:18px;line-height:1.3;color:${BRAND};">${escapeHtml(section.heading)}</h2>` +
    (section.paragraphs ?? []).map(paragraph).join('') +
    (section.facts?.length ? factsTable(section.facts) : '')
  )
}

/** Stands for a piece of HTML inside a message, until the message's text is escaped. */
const slot = (name: string) => `\u0000${name}\u0000`

/** A message with HTML (a link) in place of its slots; the message's own text is escaped. */
function withHtml(message: string, pieces: Record<string, string>): string {
  let result = escapeHtml(message)
  for (const [name, piece] of Object.entries(pieces)) result = result.replace(slot(name), piece)
  return result
}

/** The site's home page in the mail's language. */
const homeUrl = (publicUrl: string, locale: Locale) => siteUrl(publicUrl, localizePath('/', locale))

function footerHtml(
  footer: MailFooter,
  unsubscribeUrl: string | undefined,
  locale: Locale,
): string {
  const small = `margin:0 0 8px;${FONT}font-size:13px;line-height:1.5;color:${MUTED};`
  const link = `color:${MUTED};text-decoration:underline;`
  const questions = m.mail_footer_questions(
    { email: slot('email'), whatsapp: formatWhatsapp(footer.operatorWhatsapp) },
    { locale },
  )
  const unsubscribe = m.mail_footer_unsubscribe_html({ link: slot('link') }, { locale })
  return (
    `<p style="${small}">${withHtml(questions, {
      email: `<a href="${href(`mailto:${footer.supportEmail}`)}" style="${link}">${escapeHtml(footer.supportEmail)}</a>`,
    })}</p>` +
    `<p style="${small}"><a href="${href(homeUrl(footer.publicUrl, locale))}" style="${link}">${escapeHtml(SITE.name)}</a>` +
    ` &middot; <a href="${href(siteUrl(footer.publicUrl, localizePath('/contact', locale)))}" style="${link}">${escapeHtml(m.mail_footer_contact({}, { locale }))}</a></p>` +
    (unsubscribeUrl
      ? `<p style="${small}">${withHtml(unsubscribe, {
          link: `<a href="${href(unsubscribeUrl)}" style="${link}">${escapeHtml(m.mail_footer_unsubscribe_link({}, { locale }))}</a>`,
        })}</p>`
      : '')
  )
}

function html(content: MailContent, footer: MailFooter): string {
  const locale = content.locale ?? 'en'
  return [
    '<!DOCTYPE html>',
    // English mails keep the tag they always had.
    `<html lang="${locale === 'en' ? 'en' : languageTag(locale)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeHtml(content.title)}</title></head>`,
    '<body style="margin:0;padding:0;background-color:#f3f4f6;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:24px 28px 0;${FONT}font-size:15px;font-weight:bold;">` +
      `<a href="${href(homeUrl(footer.publicUrl, locale))}" style="color:${BRAND};text-decoration:none;">${escapeHtml(SITE.name)}</a></td></tr>`,
    '<tr><td style="padding:8px 28px 12px;">',
    `<h1 style="margin:16px 0;${FONT}font-size:22px;line-height:1.3;color:${BRAND};">${escapeHtml(content.title)}</h1>`,
    content.paragraphs.map(paragraph).join(''),
    content.facts?.length ? factsTable(content.facts) : '',
    content.action ? actionButton(content.action) : '',
    (content.sections ?? []).map(sectionHtml).join(''),
    (content.closing ?? []).map(paragraph).join(''),
    '</td></tr>',
    `<tr><td style="padding:20px 28px;border-top:1px solid #e5e7eb;">${footerHtml(footer, content.unsubscribeUrl, locale)}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n')
}

const factLines = (facts: Fact[] | undefined) =>
  facts?.length ? [facts.map(([label, value]) => `${label}: ${value}`).join('\n')] : []

function text(content: MailContent, footer: MailFooter): string {
  const locale = content.locale ?? 'en'
  const blocks = [
    content.title,
    ...content.paragraphs,
    ...factLines(content.facts),
    // The link alone on its line, so a client that breaks long lines keeps it whole.
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.sections ?? []).flatMap((section) => [
      section.heading.toUpperCase(),
      ...(section.paragraphs ?? []),
      ...factLines(section.facts),
    ]),
    ...(content.closing ?? []),
    [
      '--',
      SITE.name,
      m.mail_footer_questions(
        { email: footer.supportEmail, whatsapp: formatWhatsapp(footer.operatorWhatsapp) },
        { locale },
      ),
      homeUrl(footer.publicUrl, locale),
      ...(content.unsubscribeUrl
        ? [`${m.mail_footer_unsubscribe_text({}, { locale })}\n${content.unsubscribeUrl}`]
        : []),
    ].join('\n'),
  ]
  return `${blocks.join('\n\n')}\n`
}

/**
 * One mail's content as accessible HTML (lang, layout tables marked presentation, facts as a
 * table with row headers, links named by their text, inline styles only, every value escaped)
 * and as the same plain text, both ending with the operator's contact details.
 */
export function layout(content: MailContent, footer: MailFooter): { text: string; html: string } {
  return { text: text(content, footer), html: html(content, footer) }
}
