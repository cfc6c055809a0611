// The leads feature as other features see it; its other files are its own.
export { useEnquiry } from './enquiry-context.tsx'
export { FooterNewsletter } from './footer-newsletter.tsx'
