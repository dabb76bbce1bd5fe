// Loads three and one vanta effect on demand: never part of a page's first load.
import type { BgEffect, EffectConfig } from './effect-options';

/** A running vanta effect. */
export interface VantaEffect {
  destroy(): void;
  resize?(): void;
}

export type VantaFactory = (options: EffectConfig & { el: HTMLElement; THREE: unknown }) => VantaEffect;

/** vanta's prebuilt modules arrive as the factory, as { default }, or as { default: { default } }. */
export function unwrapFactory(moduleValue: unknown): VantaFactory {
  let value = moduleValue;
  for (let depth = 0; depth < 3 && typeof value !== 'function'; depth++) {
    value = (value as { default?: unknown } | null)?.default;
  }
  if (typeof value !== 'function') throw new Error('The background effect module has no factory.');
  return value as VantaFactory;
}

const effectModules: Record<BgEffect, () => Promise<unknown>> = {
  birds: () => import('vanta/dist/vanta.birds.min.js'),
  net: () => import('vanta/dist/vanta.net.min.js'),
};

/** Imports three and the effect, and returns a function that starts the effect on an element. */
export async function loadEffect(effect: BgEffect) {
  const [three, effectModule] = await Promise.all([import('three'), effectModules[effect]()]);
  const factory = unwrapFactory(effectModule);
  // vanta was written against three r134: give it the two names later releases removed.
  const THREE = { ...three, PlaneBufferGeometry: three.PlaneGeometry, VertexColors: true };
  return (el: HTMLElement, options: EffectConfig): VantaEffect => factory({ ...options, el, THREE });
}

let probing: Promise<boolean> | undefined;

/**
 * True when WebGL would run on the GPU (gpu-renderer.ts), asked once a page, in a worker: off the main
 * thread. Where a worker cannot draw WebGL (no OffscreenCanvas), the static background stays.
 */
export function hasHardwareWebGL(): Promise<boolean> {
  probing ??= new Promise((resolve) => {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return resolve(false);
    const worker = new Worker(new URL('./webgl-probe.worker.ts', import.meta.url), { type: 'module' });
    const answer = (onGpu: boolean) => {
      worker.terminate();
      resolve(onGpu);
    };
    worker.onmessage = (event: MessageEvent<unknown>) => answer(event.data === true);
    worker.onerror = () => answer(false);
  });
  return probing;
}
