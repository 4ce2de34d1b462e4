/** A tel: link wants the digits and a leading + only ('+44 7700-900123' → 'tel:+447700900123'); the app's Call Now and the alert e-mail alike */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`
