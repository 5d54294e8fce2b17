import { menuOnDemand } from '../../components/onDemand';
import { LanguageButton } from './LanguageButton';

const LanguageMenuOnDemand = menuOnDemand(async () => (await import('./LanguageMenuDropdown')).LanguageMenuDropdown);

/** tr / en / fa switcher: the button now, the menu's code on first use. */
export function LanguageMenu() {
  return <LanguageMenuOnDemand trigger={(handlers) => <LanguageButton {...handlers} />} />;
}
