// After a form refuses to submit: focus its first field with an error, once React has drawn the messages.
export function focusFirstError(form: HTMLElement | null | undefined) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
