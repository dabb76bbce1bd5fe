// The fields the server draws are real, enabled inputs from the first paint (decision 0044): a visitor types
// into them before their island is live. The island hydrates without touching what the fields hold, but its
// state still has the server's values, and its next render of a field would put them back. So from just before
// hydration until the island is live, the fields the visitor changed are noted (and kept from the renderer),
// and once it is live each is handed to the island as the visitor's own input, with the caret where it was.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  value: string;
  checked: boolean;
  selection: [number, number] | null;
}

const FIELDS = 'input, textarea, select';
const TOGGLES = new Set(['checkbox', 'radio']);

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && TOGGLES.has(field.type);

/** Whether the field holds something other than what the server drew. */
function changedFromDrawn(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/** The caret or selection, where the field's type has one (an e-mail field has none). */
function selectionOf(field: Field): [number, number] | null {
  if (field instanceof HTMLSelectElement) return null;
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

const noteOf = (field: Field): Typed => ({
  value: field.value,
  checked: isToggle(field) && field.checked,
  selection: selectionOf(field),
});

/** Sets a field's value or checkedness past React's tracker of it, which still holds the server's. */
function setNatively(field: Field, property: 'value' | 'checked', value: string | boolean) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}

/** Hands one noted field to React as the visitor's input: its change handler sees what they typed. */
function adopt(field: Field, typed: Typed) {
  if (isToggle(field)) {
    // React reads a box's change from a click: undo the tick as React last saw it, then tick it again.
    field.checked = !typed.checked;
    field.click();
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    // Its files can be neither written nor need to be: the island reads them from the field. Writing its value
    // threw, and the adoption stopped there (a click held until the island was live was never made again).
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = typed.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // Writing through the element tells React's tracker it holds something else; the native setter then puts
  // the typed text back behind the tracker's back, so the input event reads as a change.
  field.value = typed.value === field.defaultValue ? `${typed.value} ` : field.defaultValue;
  setNatively(field, 'value', typed.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (typed.selection && document.activeElement === field) {
    try {
      field.setSelectionRange(...typed.selection);
    } catch {
      // A type without a caret: the browser keeps it at the end.
    }
  }
}

/**
 * Until the island is live, the renderer may not write a field the visitor changed: a render between
 * hydration and the island's first effects still holds the server's value and would put it back, and what
 * they type next would follow it (decision 0061). Its writes are dropped; the field keeps what was typed.
 * Returns what ends the guard.
 */
function guardTyped(field: Field): () => void {
  if (isToggle(field)) return () => {};
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  Object.defineProperty(field, 'value', {
    configurable: true,
    get: () => native?.get?.call(field) as string,
    set: () => {},
  });
  return () => Reflect.deleteProperty(field, 'value');
}

/**
 * Starts noting what the visitor changed in `island`'s fields (already, and from now on); call the answer
 * once the island is live to hand each to it.
 */
export function noteTypedValues(island: HTMLElement): () => void {
  const noted = new Map<Field, Typed>();
  const guards = new Map<Field, () => void>();
  const keep = (field: Field) => {
    noted.set(field, noteOf(field));
    if (!guards.has(field)) guards.set(field, guardTyped(field));
  };
  for (const field of island.querySelectorAll<Field>(FIELDS)) if (changedFromDrawn(field)) keep(field);
  const note = (event: Event) => {
    if (isField(event.target)) keep(event.target);
  };
  island.addEventListener('input', note, true);
  island.addEventListener('change', note, true);
  return () => {
    island.removeEventListener('input', note, true);
    island.removeEventListener('change', note, true);
    for (const unguard of guards.values()) unguard();
    for (const [field, typed] of noted) if (field.isConnected) adopt(field, typed);
  };
}
