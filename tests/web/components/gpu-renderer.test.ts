import { describe, expect, it, vi } from 'vitest';
import { rendersOnGpu, type WebGLCanvas } from '../../../src/components/animated-background/gpu-renderer';

const DEBUG_RENDERER = 0x9246;

/** A canvas whose WebGL context names `renderer`, or that gives no context (`null`). */
function canvasWith(renderer: string | null): WebGLCanvas & { lost: () => boolean } {
  let lost = false;
  const gl = {
    RENDERER: 0x1f01,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info'
        ? { UNMASKED_RENDERER_WEBGL: DEBUG_RENDERER }
        : { loseContext: () => (lost = true) },
    getParameter: (parameter: number) => (parameter === DEBUG_RENDERER ? renderer : 'WebKit WebGL'),
  };
  return { getContext: () => (renderer === null ? null : gl), lost: () => lost };
}

describe('rendersOnGpu', () => {
  it('says yes for a GPU and lets the probe’s context go', () => {
    const canvas = canvasWith('ANGLE (Qualcomm, Adreno (TM) 640, OpenGL ES 3.2)');
    expect(rendersOnGpu(canvas)).toBe(true);
    expect(canvas.lost()).toBe(true);
  });

  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'Microsoft Basic Render Driver',
  ])('says no for a renderer that draws on the CPU: %s', (renderer) => {
    expect(rendersOnGpu(canvasWith(renderer))).toBe(false);
  });

  it('says no where no context is given, or asking for one throws', () => {
    expect(rendersOnGpu(canvasWith(null))).toBe(false);
    expect(
      rendersOnGpu({
        getContext: vi.fn(() => {
          throw new Error('WebGL is disabled');
        }),
      }),
    ).toBe(false);
  });
});
