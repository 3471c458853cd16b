/**
 * Is the Storage emulator running? On the local emulators it may not be (DESIGN.md: it
 * cannot run on every machine). The Emulator Hub is asked which emulators run, so nothing
 * knocks on an absent Storage port (a refused connection is a console error in the
 * browser).
 */

/**
 * Whether the Emulator Hub at `hubOrigin` lists a running Storage emulator (its
 * `GET /emulators` maps each running emulator's name to where it listens). No answer, or
 * an answer without Storage, is no.
 */
export async function hubListsStorage(
  hubOrigin: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = 3_000,
): Promise<boolean> {
  try {
    const response = await fetchFn(`${hubOrigin}/emulators`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return false;
    const running: unknown = await response.json();
    return typeof running === 'object' && running !== null && 'storage' in running;
  } catch {
    return false;
  }
}
