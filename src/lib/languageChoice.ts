// The rule lives in the contract: the Worker uses it too, to preload the language's texts.
export { chooseLanguage } from '../../contract/languageChoice';
