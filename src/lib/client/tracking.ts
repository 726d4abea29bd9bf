import { api, onCallFailure } from './api';
import { platform } from './platform';

const AGENT_KEY = 'portal.agentMode';

/** SPEC §1: agent portal mode is on when the URL carries the agent flag; it lasts the browser session. */
export function isAgentMode(): boolean {
  const p = platform();
  if (new URLSearchParams(p.location.search).get('agent') === 'true') p.session.setItem(AGENT_KEY, '1');
  return p.session.getItem(AGENT_KEY) === '1';
}

export async function trackEvent(eventName: string, properties: Record<string, string | number | boolean | null> = {}): Promise<void> {
  const p = platform();
  const params = new URLSearchParams(p.location.search);
  try {
    await api.post('/tracking/event', {
      eventName,
      properties,
      context: {
        isAgent: isAgentMode(),
        userSource: params.get('utm_source'),
        userMedium: params.get('utm_medium'),
        url: p.location.href.slice(0, 2000),
      },
    });
  } catch (err) {
    // SPEC §8: tracking failures are logged and rethrown.
    console.error('tracking failed', eventName, err);
    throw err;
  }
}

/** SPEC §8: every failed call (but event and userInfo calls) becomes a tracking event. */
onCallFailure((f) => {
  trackEvent('api_call_failed', {
    url: f.url,
    endpoint: f.endpoint,
    failure_code: f.code,
    failure_reason: f.reason,
    failure_message: f.message,
  }).catch(() => undefined);
});
