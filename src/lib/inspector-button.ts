// Development only (loaded by inspector.ts when inspection is on): a small fixed button that opens the
// Stately inspector. Plain DOM outside React's root, so it never takes part in hydration or routing.

export const INSPECTOR_BUTTON_LABEL = 'Open the Stately inspector';

/** Adds the button to the page once; `open` runs on every click. */
export function showInspectorButton(open: () => void): HTMLButtonElement {
  const existing = document.querySelector<HTMLButtonElement>('button[data-stately-inspector]');
  if (existing) return existing;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = INSPECTOR_BUTTON_LABEL;
  button.dataset.statelyInspector = '';
  Object.assign(button.style, {
    position: 'fixed',
    insetInlineEnd: '12px',
    insetBlockEnd: '12px',
    zIndex: '2147483647',
    padding: '6px 12px',
    font: '600 13px/1.2 system-ui, sans-serif',
    color: '#fff',
    background: '#1c1f33',
    border: '1px solid #fff',
    borderRadius: '4px',
    cursor: 'pointer',
  });
  button.addEventListener('click', open);
  // Last in the body: after the page in the tab order, and out of the way of the skip link.
  document.body.append(button);
  return button;
}
