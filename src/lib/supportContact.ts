/**
 * The support desk's contact details, shown by the footer and the support screen.
 * Hours follow spec section 9: Mon-Fri 09:00-18:00, Sat 09:00-13:00.
 */
export const supportContact = {
  address: 'Cumhuriyet Caddesi No: 45, İpekyolu, 65100 Van, Türkiye',
  phone: '+90 432 216 00 00',
  email: 'info@vanturizm.com.tr',
  hours: {
    weekdays: { open: '09:00', close: '18:00' },
    saturday: { open: '09:00', close: '13:00' },
  },
  /** The support screen's social links. */
  social: [
    { network: 'Instagram', url: 'https://www.instagram.com/vanturizm' },
    { network: 'Facebook', url: 'https://www.facebook.com/vanturizm' },
    { network: 'X', url: 'https://x.com/vanturizm' },
    { network: 'YouTube', url: 'https://www.youtube.com/@vanturizm' },
  ],
} as const;

/** `tel:` link target: the digits with a leading +. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
