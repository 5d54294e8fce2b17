import { Anchor } from '@mantine/core';
import { phoneHref } from '../../contract/phone';

/** A guest's phone as staff read it: left to right (also on Persian pages) and a `tel:` link to call it. */
export function PhoneLink({ phone, size = 'xs' }: { phone: string; size?: 'xs' | 'sm' }) {
  return (
    // Underlined in the text's own colour: a selected (tinted) table row keeps AA contrast.
    <Anchor href={phoneHref(phone)} size={size} c="inherit" underline="always" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
      {phone}
    </Anchor>
  );
}
