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

/** Renderer names of WebGL implementations that draw on the CPU. */
export const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/**
 * True when WebGL would run on the GPU. `failIfMajorPerformanceCaveat` refuses a context that would only
 * run in software; some browsers (headless Chromium) still hand out SwiftShader, so the renderer's name
 * is checked as well. In software an animated background costs more than it gives.
 */
export function hasHardwareWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const options: WebGLContextAttributes = { failIfMajorPerformanceCaveat: true };
    const gl = canvas.getContext('webgl2', options) ?? canvas.getContext('webgl', options);
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !SOFTWARE_RENDERER.test(renderer);
  } catch {
    return false;
  }
}
