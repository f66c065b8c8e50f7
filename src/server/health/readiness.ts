// Whether this node takes traffic: not before start-up has finished, and no longer from the moment it is told to stop
// (SIGTERM), so a load balancer polling GET /api/health/ready takes it out before its listener closes.

declare module '#server/http/app-env' {
  interface AppDeps {
    readiness: Readiness;
  }
}

export type ReadinessState = 'starting' | 'ready' | 'draining';

export class Readiness {
  #state: ReadinessState = 'starting';

  get state(): ReadinessState {
    return this.#state;
  }

  /** Start-up has finished; a node already draining stays draining. */
  markReady(): void {
    if (this.#state === 'starting') this.#state = 'ready';
  }

  drain(): void {
    this.#state = 'draining';
  }
}
