// Submitting an admin form: the server's field messages go beside their fields, its message into a toast,
// and focus to the first field in error.
import { useState } from 'react';
import { focusFirstError } from './focus-first-error';
import { toRequestProblem } from './request-problem';
import { toast } from './toast';

/** `form` is a Mantine form (only its setErrors is used). */
export function useSubmit(form: { setErrors: (errors: Record<string, string>) => void }) {
  const [busy, setBusy] = useState(false);
  /** Runs `send`; on failure shows why and answers undefined. */
  const submit = async <T>(
    send: () => Promise<T>,
    formElement?: HTMLElement | null,
  ): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await send();
    } catch (error) {
      const problem = toRequestProblem(error);
      form.setErrors(problem.fields);
      toast.error(problem.message);
      if (Object.keys(problem.fields).length) focusFirstError(formElement);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}

/** Runs an action that is not a form (publish, close, mark handled): a toast either way. */
export async function runAction<T>(action: () => Promise<T>, success: string): Promise<T | undefined> {
  try {
    const result = await action();
    toast.success(success);
    return result;
  } catch (error) {
    toast.error(toRequestProblem(error).message);
    return undefined;
  }
}
