type Contact = { phone: string; whatsappUrl: string; email: string }

/** The business's WhatsApp and e-mail, as links, for a client whose link can no longer be answered. */
export function ContactLinks({ contact }: { contact: Contact }) {
  return (
    <>
      <a href={contact.whatsappUrl} className="font-semibold underline">
        WhatsApp {contact.phone}
      </a>{' '}
      ou{' '}
      <a href={`mailto:${contact.email}`} className="font-semibold underline">
        {contact.email}
      </a>
      .
    </>
  )
}
