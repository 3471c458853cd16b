/** The message of a failed save, for "Failed to …: <reason>" toasts. */
export function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error occurred';
}
