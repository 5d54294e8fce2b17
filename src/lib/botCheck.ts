import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TURNSTILE_TOKEN_HEADER } from '../../contract/routes';
import { usePublicConfig } from './publicConfig';

/** What a form spreads into `TurnstileWidget` (src/components/TurnstileWidget.tsx). */
export type BotCheckWidget = {
  siteKey: string | null;
  onToken: (token: string | null) => void;
  resetKey: number;
  error: string | null;
};

export type BotCheck = {
  /** `<TurnstileWidget {...bot.widget} />`: nothing is shown while the check is off. */
  widget: BotCheckWidget;
  /** Before sending: false (and the widget says why) while the check is on and not completed. */
  ready: () => boolean;
  /** The headers of the call (`CF-Turnstile-Response`); empty while the check is off. */
  headers: () => Record<string, string>;
  /** After each submit, success or not: the token is single-use, the widget makes a new one. */
  reset: () => void;
};

/**
 * The bot check (Cloudflare Turnstile) of a public form (docs/decisions/0007-turnstile-bot-check.md):
 * on when GET /api/config/public answers a site key, off (no widget, no script, no header) when it
 * answers null or has not answered.
 */
export function useBotCheck(): BotCheck {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const siteKey = config.data?.turnstileSiteKey ?? null;
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [unmet, setUnmet] = useState(false);
  const onToken = useCallback((next: string | null) => {
    setToken(next);
    if (next) setUnmet(false);
  }, []);
  const ready = () => {
    const missing = !!siteKey && !token;
    setUnmet(missing);
    return !missing;
  };
  const headers = (): Record<string, string> => (siteKey && token ? { [TURNSTILE_TOKEN_HEADER]: token } : {});
  const reset = () => {
    if (!siteKey) return;
    setToken(null);
    setResetKey((key) => key + 1);
  };
  return { widget: { siteKey, onToken, resetKey, error: unmet ? t('botCheck.required') : null }, ready, headers, reset };
}
