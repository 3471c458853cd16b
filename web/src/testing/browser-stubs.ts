/*
 * Controllable stand-ins for browser APIs that jsdom lacks: matchMedia (viewport width,
 * reduced motion, colour scheme), IntersectionObserver, ResizeObserver and pointer
 * capture. setup-tests installs them before every test with a 1280 px wide, light,
 * motion-friendly screen.
 */

interface MediaState {
  width: number;
  reducedMotion: boolean;
  dark: boolean;
}

const defaults: MediaState = { width: 1280, reducedMotion: false, dark: false };
let media: MediaState = { ...defaults };

type ChangeListener = (event: MediaQueryListEvent) => void;
const lists = new Set<{ query: string; listeners: Set<ChangeListener>; matches: boolean }>();

/** Evaluates the media queries this app uses; anything else does not match. */
function evaluate(query: string): boolean {
  return query.split(',').some((part) =>
    part
      .split(/\band\b/)
      .map((clause) => clause.trim())
      .filter(Boolean)
      .every((clause) => {
        const px = /\((min|max)-width:\s*([\d.]+)px\)/.exec(clause);
        if (px)
          return px[1] === 'min' ? media.width >= Number(px[2]) : media.width <= Number(px[2]);
        // Range syntax in rem, as Tailwind's breakpoints write it (16 px to the rem).
        const rem = /\(width\s*(<|>=)\s*([\d.]+)rem\)/.exec(clause);
        if (rem)
          return rem[1] === '<'
            ? media.width < Number(rem[2]) * 16
            : media.width >= Number(rem[2]) * 16;
        if (clause.includes('prefers-reduced-motion: reduce')) return media.reducedMotion;
        if (clause.includes('prefers-color-scheme: dark')) return media.dark;
        if (clause.includes('prefers-color-scheme: light')) return !media.dark;
        return false;
      }),
  );
}

function matchMedia(query: string): MediaQueryList {
  const entry = { query, listeners: new Set<ChangeListener>(), matches: evaluate(query) };
  lists.add(entry);
  const list = {
    media: query,
    get matches() {
      return evaluate(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: ChangeListener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: ChangeListener) =>
      entry.listeners.delete(listener),
    addListener: (listener: ChangeListener) => entry.listeners.add(listener),
    removeListener: (listener: ChangeListener) => entry.listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

/** Changes the simulated screen and notifies every media-query listener whose result changed. */
export function setMedia(next: Partial<MediaState>): void {
  media = { ...media, ...next };
  if ('width' in next && typeof window !== 'undefined') {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: media.width });
  }
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (matches === entry.matches) continue;
    entry.matches = matches;
    for (const listener of entry.listeners) {
      listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
  }
  if ('width' in next && typeof window !== 'undefined') window.dispatchEvent(new Event('resize'));
}

/** Simulates a phone (375 px) or a desktop (1280 px) screen. */
export const setMobileViewport = () => setMedia({ width: 375 });
export const setDesktopViewport = () => setMedia({ width: 1280 });

const observers = new Set<StubIntersectionObserver>();

class StubIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  fire(target: Element, isIntersecting: boolean) {
    const rect = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: Date.now(),
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Tells every observer watching `target` that it scrolled into (or out of) view. */
export function setInView(target: Element, isIntersecting = true): void {
  for (const observer of [...observers]) {
    if (observer.targets.has(target)) observer.fire(target, isIntersecting);
  }
}

/** Scrolls every observed element into view. */
export function setAllInView(): void {
  for (const observer of [...observers]) {
    for (const target of [...observer.targets]) observer.fire(target, true);
  }
}

class StubResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Installs the stubs with the default screen; called before every test. */
export function installBrowserStubs(): void {
  media = { ...defaults };
  lists.clear();
  observers.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: media.width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: StubIntersectionObserver,
  });
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: StubResizeObserver,
  });
  // jsdom has no pointer capture; sonner's toasts call it on pointerdown (swipe to dismiss).
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
}
