// The tab being hidden or shown and the browser going offline or online, as happy-dom cannot do it itself:
// the flags the app reads change, then the browser's event fires.

function override(target: object, property: string, value: unknown) {
  Object.defineProperty(target, property, { configurable: true, get: () => value });
}

/** The person switches to another tab (hidden) or back (visible). */
export function setTabVisibility(visible: boolean) {
  override(document, 'visibilityState', visible ? 'visible' : 'hidden');
  override(document, 'hidden', !visible);
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The browser loses its network (offline) or finds it again (online). */
export function setOnline(online: boolean) {
  override(navigator, 'onLine', online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Back to happy-dom's own values: a visible tab, online. */
export function restoreTabAndNetwork() {
  for (const property of ['visibilityState', 'hidden']) Reflect.deleteProperty(document, property);
  Reflect.deleteProperty(navigator, 'onLine');
}
