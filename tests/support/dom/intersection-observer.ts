// Stands in for the browser's IntersectionObserver (happy-dom's never reports) so a test decides what is in
// view.
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  /** Every observer made, including those a test reset `instances` after: framer-motion keeps and reuses them. */
  private static made: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
    FakeIntersectionObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element as visible (or not). */
  report(visible: boolean) {
    const entries = [...this.targets].map(
      (target) =>
        ({
          target,
          isIntersecting: visible,
          intersectionRatio: visible ? 1 : 0,
        }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
  /** The observer watching `element`, once one is. */
  static watching(element: Element) {
    return FakeIntersectionObserver.made.find((observer) => observer.targets.has(element));
  }
}
