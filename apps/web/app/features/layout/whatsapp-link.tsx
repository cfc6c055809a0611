import * as m from '@trippy/i18n/messages'

/** The floating link that opens a WhatsApp chat with the operator's number. */
export function WhatsAppLink({ number }: { number: string }) {
  const text = encodeURIComponent(m.layout_whatsapp_text())
  return (
    <aside aria-label={m.layout_chat_with_us()}>
      <a
        href={`https://wa.me/${number}?text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.layout_whatsapp_label()}
        data-testid="whatsapp-link"
        className="fixed right-4 bottom-20 z-30 flex size-14 items-center justify-center rounded-full bg-[#128C3E] text-white shadow-lg hover:bg-[#0f7534] md:bottom-6"
      >
        <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
          <path
            fill="currentColor"
            d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.7c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.7 3.7 0 0 0-1.1 2.7 6.4 6.4 0 0 0 1.3 3.4 14.6 14.6 0 0 0 5.6 5c2.1.9 2.9 1 4 .8a3.4 3.4 0 0 0 2.2-1.6 2.8 2.8 0 0 0 .2-1.6c-.1-.2-.3-.3-.6-.4Z"
          />
        </svg>
      </a>
    </aside>
  )
}
