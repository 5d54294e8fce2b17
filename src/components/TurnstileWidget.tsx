import { Box, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TURNSTILE_ORIGIN } from '../../contract/botCheck';

/** The part of Turnstile's browser API used here (explicit rendering). */
export type TurnstileApi = {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      language: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => string | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Explicit rendering: the script renders nothing by itself. */
const SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

let loading: Promise<TurnstileApi> | null = null;

/** Loads Turnstile's script once per page, on the first form that needs it. */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => reject(new Error('Turnstile could not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later form tries again
    throw error;
  });
  return loading;
}

export type TurnstileWidgetProps = {
  /** The site key (GET /api/config/public); null or undefined: nothing is shown and nothing loads. */
  siteKey: string | null | undefined;
  /** A new token, or null when it expired, failed or was reset. */
  onToken: (token: string | null) => void;
  /** Changed by the form after each submit: tokens are single-use, so the widget starts again. */
  resetKey?: number;
  /** The form's message when it was sent without completing the check. */
  error?: string | null;
};

/**
 * Cloudflare Turnstile's widget for a public form (docs/decisions/0007-turnstile-bot-check.md):
 * only with a site key does it load Turnstile's script (lazily, once) and render the widget in
 * the page's language; the token goes to the form (src/lib/botCheck.ts sends it as a header).
 */
export function TurnstileWidget({ siteKey, onToken, resetKey = 0, error }: TurnstileWidgetProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | undefined>(undefined);
  const tokenCallback = useRef(onToken);
  const [loadFailed, setLoadFailed] = useState(false);
  const language = i18n.language.split('-')[0] ?? 'tr';

  useEffect(() => {
    tokenCallback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    if (!siteKey || !container.current) return;
    const element = container.current;
    let cancelled = false;
    setLoadFailed(false);
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled) return;
        widgetId.current = turnstile.render(element, {
          sitekey: siteKey,
          language,
          callback: (token) => tokenCallback.current(token),
          'expired-callback': () => tokenCallback.current(null),
          'error-callback': () => tokenCallback.current(null),
        });
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      if (widgetId.current !== undefined) window.turnstile?.remove(widgetId.current);
      widgetId.current = undefined;
      tokenCallback.current(null);
    };
  }, [siteKey, language]);

  useEffect(() => {
    if (resetKey > 0 && widgetId.current !== undefined) window.turnstile?.reset(widgetId.current);
  }, [resetKey]);

  if (!siteKey) return null;
  return (
    <Box role="group" aria-label={t('botCheck.label')}>
      <div ref={container} />
      {loadFailed && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('botCheck.loadFailed')}
        </Text>
      )}
      {error && !loadFailed && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
