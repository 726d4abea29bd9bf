import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { readCardFormMessage, type CardFormCommand, type CardFormMessage } from '../../../lib/domain/booking/hosted-card-form';
import type { VaultCredentials } from '../../../lib/domain/profile/payment-methods.schema';
import { page } from '../../../lib/client/platform';

export interface CardFormHandle {
  /** Sends a command to the form; dropped until the form said it is ready (it would not hear it). */
  post: (command: CardFormCommand) => void;
  /** Moves focus into the frame, then asks the form to focus its first field in error (or the number). */
  focusForm: () => void;
}

interface Props {
  credentials: VaultCredentials;
  locale: string;
  title: string;
  /** Every message of the form but its size, which the frame handles itself. */
  onMessage: (message: CardFormMessage) => void;
  ref?: Ref<CardFormHandle>;
}

// A height from another origin is clamped: a broken or hostile form must not blow up the page.
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 2000;

/** The form URL with the page's language and the vault's public key, whether the configured URL is absolute or relative. */
export function cardFormSrc(formUrl: string, locale: string, base: string, environmentKey: string): string {
  const url = new URL(formUrl, base);
  url.searchParams.set('locale', locale);
  url.searchParams.set('environmentKey', environmentKey);
  return url.href;
}

/**
 * The vault's hosted card form, embedded. Card data stays inside the frame (another origin in
 * production): the page only hears the form's messages, from the form's origin and window.
 */
export function CardFormFrame({ credentials, locale, title, onMessage, ref }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  // A focus asked for before the form loaded is done once it is ready.
  const focusWhenReady = useRef(false);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);
  // An empty origin is the built-in vault's way of saying "this portal's own origin".
  const formOrigin = credentials.formOrigin || page.origin();
  const src = cardFormSrc(credentials.formUrl, locale, page.url().href, credentials.environmentKey);
  // A new address loads a new form, which says again when it is ready.
  useEffect(() => {
    ready.current = false;
  }, [src]);

  const post = (command: CardFormCommand) => {
    if (ready.current) frame.current?.contentWindow?.postMessage(command, formOrigin);
  };

  useImperativeHandle(ref, () => ({
    post,
    focusForm() {
      frame.current?.focus();
      if (ready.current) post({ type: 'vault:focus' });
      else focusWhenReady.current = true;
    },
  }));

  useEffect(() => {
    function listen(event: MessageEvent) {
      const el = frame.current;
      if (!el || event.source !== el.contentWindow) return;
      const message = readCardFormMessage(event, formOrigin);
      if (!message) return;
      if (message.type === 'vault:ready' || message.type === 'vault:resize') {
        const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.round(Number(message.height) || 0)));
        // The CSP forbids style attributes in markup, not styles set from script.
        el.style.setProperty('--card-form-height', `${height}px`);
      }
      if (message.type === 'vault:ready') {
        ready.current = true;
        if (focusWhenReady.current) {
          focusWhenReady.current = false;
          el.contentWindow?.postMessage({ type: 'vault:focus' } satisfies CardFormCommand, formOrigin);
        }
      }
      handler.current(message);
    }
    return page.on('message', listen);
  }, [formOrigin]);

  return <iframe ref={frame} className="card-form-frame" title={title} src={src} />;
}
