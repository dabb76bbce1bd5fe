// Whether WebGL would draw on the GPU, read from a canvas: shared by the page and the worker that asks
// off the main thread (webgl-probe.worker.ts), and by nothing heavier, so the worker carries no more.

/** Renderer names of WebGL implementations that draw on the CPU. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** What this reads of a canvas, an HTMLCanvasElement or an OffscreenCanvas. */
export interface WebGLCanvas {
  getContext(type: 'webgl2' | 'webgl', options: WebGLContextAttributes): unknown;
}

/**
 * True when WebGL would run on the GPU. `failIfMajorPerformanceCaveat` refuses a context that would only
 * run in software; some browsers (headless Chromium) still hand out SwiftShader, so the renderer's name
 * is checked as well. In software an animated background costs more than it gives.
 */
export function rendersOnGpu(canvas: WebGLCanvas): boolean {
  try {
    const options: WebGLContextAttributes = { failIfMajorPerformanceCaveat: true };
    const gl = (canvas.getContext('webgl2', options) ??
      canvas.getContext('webgl', options)) as WebGLRenderingContext | null;
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !SOFTWARE_RENDERER.test(renderer);
  } catch {
    return false;
  }
}
