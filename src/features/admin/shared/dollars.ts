import { formatMoney } from '../../../lib/format';

/** Place and tour amounts in the admin are shown with $ (spec section 9). */
export const dollars = (amount: number, language: string | undefined) => `$${formatMoney(amount, language)}`;
