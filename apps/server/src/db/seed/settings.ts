import type { ConfigName } from '@portal/contract/config';
import type { FlagKey } from '@portal/contract/flags';
import { MARKETS, type Market } from '@portal/contract/markets';
import { ENVIRONMENTS, type Environment } from '@portal/contract/products';

/** Feature flags (spec section 6) and configuration values: reference data, the product owners' once seeded. */

type Setting = { enabled: boolean; rolloutPercent: number };
type FlagSeed = { key: FlagKey; description: string; setting: (market: Market, environment: Environment) => Setting };

const on = (rolloutPercent: number): Setting => ({ enabled: true, rolloutPercent });
const off: Setting = { enabled: false, rolloutPercent: 0 };

const FLAG_SEEDS: FlagSeed[] = [
  {
    key: 'insights-activation-rollout',
    description: 'Shows the Insights Activation tile (beta) on /apps.',
    setting: (market) => (market === 'US' ? on(100) : off),
  },
  {
    key: 'wem-kb-rollout',
    description: 'Serves knowledge-base articles from the new content workspace.',
    setting: () => on(50),
  },
  {
    key: 'kb-search-rollout',
    description: 'Enables the knowledge-base search page.',
    setting: (market) => (market === 'US' ? on(100) : off),
  },
  {
    key: 'contact-us-a-b-test',
    description: 'A/B test of the contact-us form layout; measured by contact_us_submit_click.',
    setting: () => on(50),
  },
];

export function flagRows(now: string) {
  return FLAG_SEEDS.flatMap((flag) =>
    MARKETS.flatMap((market) =>
      ENVIRONMENTS.map((environment) => {
        const setting = flag.setting(market, environment);
        return {
          key: flag.key,
          market,
          environment,
          enabled: setting.enabled ? 1 : 0,
          rollout_percent: setting.rolloutPercent,
          description: flag.description,
          updated_at: now,
        };
      }),
    ),
  );
}

export const CONFIG_SEEDS: Record<ConfigName, { value: string; description: string }> = {
  experimentationSdkKey: {
    value: 'sdk-demo-hF7UdVyFftjh9BwkFEWNdCDu',
    description: 'Client key of the experimentation service (demo value); read by the web, never shown.',
  },
  supportPhoneNumber: { value: '1-800-555-0142', description: 'The support phone number, the same in every market.' },
  analyticsScriptDelayMs: {
    value: '3000',
    description: 'How long the web waits before loading the usage analytics tracker.',
  },
  contactUsEmail: { value: 'support@portal.example', description: 'Where contact-us messages go.' },
};
