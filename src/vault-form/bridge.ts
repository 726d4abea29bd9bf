// The iframe's side of the postMessage contract (src/lib/domain/booking/hosted-card-form.ts).
import type { CardFormCommand, CardFormMessage } from '../lib/domain/booking/hosted-card-form';

/**
 * The only parent the form talks to. The portal embeds the form from its own origin; a
 * `parentOrigin` parameter is honoured only when it names that same origin, so a page elsewhere
 * that frames the form (framing is refused anyway) gets no message and is not listened to.
 */
export function parentOriginFor(search: URLSearchParams, ownOrigin: string): string {
  const asked = search.get('parentOrigin');
  return asked === ownOrigin ? asked : ownOrigin;
}

const COMMANDS = new Set<CardFormCommand['type']>(['vault:submit', 'vault:focus', 'vault:reset']);

export interface Bridge {
  post(message: CardFormMessage): void;
  /** Calls `handle` for each known command from the parent; returns the unsubscribe. */
  listen(handle: (command: CardFormCommand) => void): () => void;
}

export function createBridge(win: Window, parentOrigin: string): Bridge {
  const embedded = win.parent !== win;
  return {
    post(message) {
      if (embedded) win.parent.postMessage(message, parentOrigin);
    },
    listen(handle) {
      const onMessage = (event: MessageEvent) => {
        if (!embedded || event.origin !== parentOrigin || event.source !== win.parent) return;
        const type = (event.data as { type?: unknown } | null)?.type;
        if (typeof type === 'string' && COMMANDS.has(type as CardFormCommand['type'])) handle({ type } as CardFormCommand);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}

export function pageHeight(doc: Document): number {
  return Math.ceil(doc.body.getBoundingClientRect().height);
}

/** Reports the page's height to the parent whenever it changes, so the iframe never scrolls. */
export function watchHeight(doc: Document, reported: number, report: (height: number) => void): void {
  let last = reported;
  if (typeof ResizeObserver === 'undefined') return;
  new ResizeObserver(() => {
    const height = pageHeight(doc);
    if (height !== last) report((last = height));
  }).observe(doc.body);
}
