import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on an in-place action's control. A button disabled while its
 * action runs loses focus (the browser moves it to the page body), and one replaced by
 * another (Join by Leave) takes it away with it. Give the returned ref to the control
 * (or to each control that takes its place): when `busy` turns false and nothing else
 * has focus, focus goes back to whichever of them is on the page, and when one control
 * replaces the other while focus is lost, to the new one.
 */
export function useKeepFocus<T extends HTMLElement = HTMLButtonElement>(busy: boolean) {
  const element = useRef<T | null>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) element.current?.focus();
  }, [busy]);
  return useCallback((node: T | null) => {
    if (node === null) return;
    const replaced = element.current !== null && element.current !== node;
    element.current = node;
    // One control took the other's place (after the change arrived): focus follows it.
    const active = document.activeElement;
    if (replaced && (active === null || active === document.body)) node.focus();
  }, []);
}
