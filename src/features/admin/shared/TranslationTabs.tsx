import '@mantine/core/styles/Tabs.css';
import { Badge, Group, Stack, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listSeparator } from '../../../lib/format';
import {
  CONTENT_LANGUAGES,
  LIST_FIELDS,
  missingTranslations,
  TRANSLATABLE_FIELDS,
  type ContentKind,
  type ContentLanguage,
  type Translations,
} from '../../../../contract/translations';

/** What the tabs edit: per language, per field, the text as typed (lists as comma-separated text). */
export type TranslationDraft = Partial<Record<ContentLanguage, Partial<Record<string, string>>>>;

/** Long texts get a text area; the rest a line. */
const LONG_FIELDS = new Set(['description', 'houseRules', 'hotelAddress', 'tourStartAddress', 'tourEndAddress']);

/** A record's `translations` (admin reads) as the tabs hold them. */
export function translationDraftOf(translations: Translations | undefined): TranslationDraft {
  const draft: TranslationDraft = {};
  for (const lang of CONTENT_LANGUAGES) {
    const texts = translations?.[lang];
    if (!texts) continue;
    draft[lang] = Object.fromEntries(
      Object.entries(texts).map(([field, value]) => [field, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
    );
  }
  return draft;
}

/**
 * The `translations` body field of the admin create/update calls (contract/translationInput.ts):
 * blank texts left out, lists split on the Latin and the Persian comma.
 */
export function translationsBodyOf(kind: ContentKind, draft: TranslationDraft): Translations {
  const body: Translations = {};
  for (const lang of CONTENT_LANGUAGES) {
    const texts: Record<string, string | string[]> = {};
    for (const field of TRANSLATABLE_FIELDS[kind]) {
      const typed = draft[lang]?.[field]?.trim();
      if (!typed) continue;
      texts[field] = LIST_FIELDS.has(field)
        ? typed
            .split(/[,،]/)
            .map((item) => item.trim())
            .filter(Boolean)
        : typed;
    }
    if (Object.keys(texts).length > 0) body[lang] = texts;
  }
  return body;
}

interface TranslationTabsProps {
  kind: ContentKind;
  value: TranslationDraft;
  onChange: (next: TranslationDraft) => void;
  /** The form's error on `translations` (the contract refused a text). */
  error?: string | undefined;
}

/**
 * The tr / en / fa texts of a hotel, place, tour or room type side by side on tabs (issue 22,
 * ADR docs/decisions/0012-content-translations.md); a tab is marked "missing" while a required
 * text is empty in its language. Each tab's inputs are written in their own direction.
 */
export function TranslationTabs({ kind, value, onChange, error }: TranslationTabsProps) {
  const { t, i18n } = useTranslation();
  const set = (lang: ContentLanguage, field: string, text: string) => onChange({ ...value, [lang]: { ...value[lang], [field]: text } });

  return (
    <Stack gap="xs">
      <div>
        <Title order={3} size="h5">
          {t('adminContent.title')}
        </Title>
        <Text size="sm" c="dark.9">
          {t('adminContent.description')}
        </Text>
      </div>
      {/* No language open at first: the form's own fields keep labels no other field shares (a
          label search for "Hotel name" finds the base field only); a tab opens its language. */}
      <Tabs defaultValue={null} keepMounted={false}>
        <Tabs.List aria-label={t('adminContent.tabsLabel')}>
          {CONTENT_LANGUAGES.map((lang) => {
            const missing = missingTranslations(kind, value[lang]).length > 0;
            const language = t(`adminContent.language.${lang}`);
            return (
              <Tabs.Tab
                key={lang}
                value={lang}
                title={missing ? t('adminContent.missingHint', { language }) : undefined}
                rightSection={
                  missing ? (
                    <Badge size="xs" color="red.9" variant="filled">
                      {t('adminContent.missing')}
                    </Badge>
                  ) : undefined
                }
              >
                <span lang={lang}>{language}</span>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {CONTENT_LANGUAGES.map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="sm" lang={lang} dir={lang === 'fa' ? 'rtl' : 'ltr'}>
            <Stack gap="sm">
              {TRANSLATABLE_FIELDS[kind].map((field) => {
                // The language first: the base form's own labels stay unique ("Otel adı" and "Türkçe · Otel adı").
                const label = `${t(`adminContent.language.${lang}`)}${listSeparator(i18n.language)}${t(`adminContent.fields.${field}`)}`;
                const required = (missingTranslations(kind, {}) as readonly string[]).includes(field);
                const common = {
                  label,
                  withAsterisk: required,
                  value: value[lang]?.[field] ?? '',
                  description: LIST_FIELDS.has(field) ? t('adminContent.listHint') : undefined,
                  onChange: (event: { currentTarget: { value: string } }) => set(lang, field, event.currentTarget.value),
                };
                return LONG_FIELDS.has(field) ? (
                  // Fixed rows, no autosize: the form re-renders on every keystroke, and measuring each
                  // text area's height each time made typing in the long hotel form slow.
                  <Textarea key={field} rows={3} {...common} />
                ) : (
                  <TextInput key={field} {...common} />
                );
              })}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {error && (
        <Group>
          <Text size="sm" c="red.9" role="alert">
            {t('adminContent.invalid')}: {error}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
