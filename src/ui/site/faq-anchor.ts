/** The anchor of one FAQ entry on /faq (`/faq#faq-<id>`), its link of its own. */
export const faqAnchor = (id: string) => `faq-${id}`;
