// A stand-in for the browser's EventSource that plays the server's event stream in component tests: every stream
// the page opens is kept, and a test emits `change` events on the one it follows (the query cache tells the screen
// on its next tick). Installed with `vi.stubGlobal('EventSource', FakeEventSource)`.
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  /** The newest open stream on `url` (the page may open others, e.g. the live settings). */
  static lastOn(url: string): FakeEventSource | undefined {
    return FakeEventSource.opened.filter((one) => one.url === url && !one.closed).at(-1);
  }
  closed = false;
  private readonly handlers = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, handler: (event: MessageEvent) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  removeEventListener(type: string, handler: (event: MessageEvent) => void) {
    this.handlers.set(
      type,
      (this.handlers.get(type) ?? []).filter((one) => one !== handler),
    );
  }
  close() {
    this.closed = true;
  }
  /** Sends a `change` event carrying `data` as JSON. */
  emit(data: unknown) {
    for (const handler of this.handlers.get('change') ?? []) {
      handler(new MessageEvent('change', { data: JSON.stringify(data) }));
    }
  }
}
