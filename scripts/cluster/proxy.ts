// The proxy in front of several servers, for `npm run cluster`, the fault test and the cluster bench:
// HAProxy when it is installed (`apt-get install -y haproxy`), as production runs; otherwise the small
// balancer of balancer.ts, and it says so (docs/decisions/0060).
import { freePort } from '../../tests/support/server/spawn-server';
import { startBalancer } from './balancer';
import { findHaproxy, type HaproxyUpstream, startHaproxy } from './haproxy';

export interface ClusterProxy {
  kind: 'haproxy' | 'balancer';
  /** Which proxy runs, for the scripts to print. */
  description: string;
  url: string;
  close(): Promise<void>;
}

/** Starts the proxy on 127.0.0.1:`port` (a free one by default) in front of `upstreams`. */
export async function startProxy(upstreams: HaproxyUpstream[], port?: number): Promise<ClusterProxy> {
  const haproxy = process.env.CLUSTER_PROXY === 'balancer' ? undefined : findHaproxy();
  if (haproxy) {
    const running = await startHaproxy(haproxy.bin, upstreams, port || (await freePort()));
    return {
      kind: 'haproxy',
      description: `HAProxy ${haproxy.version} (pid ${running.pid}, config ${running.configPath})`,
      url: running.url,
      close: running.close,
    };
  }
  const balancer = await startBalancer(
    upstreams.map((upstream) => upstream.url),
    port,
  );
  const why =
    process.env.CLUSTER_PROXY === 'balancer'
      ? 'CLUSTER_PROXY=balancer'
      : 'haproxy is not installed: apt-get install -y haproxy';
  return {
    kind: 'balancer',
    description: `the small balancer of scripts/cluster/balancer.ts (${why})`,
    url: balancer.url,
    close: () => balancer.close(),
  };
}
