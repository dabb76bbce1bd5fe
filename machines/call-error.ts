// What a machine reads from the error event of an actor that called the server: the answer's HTTP status
// (none when the network failed) and the message to show the person.
export const errorStatusOf = (event: unknown): number | undefined =>
  (event as { error?: { status?: number } }).error?.status;

export const errorMessageOf = (event: unknown): string | null =>
  (event as { error?: Error }).error?.message ?? null;
