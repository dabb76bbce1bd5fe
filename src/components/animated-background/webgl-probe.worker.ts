// Worker: answers whether WebGL draws on the GPU here. Making a WebGL context is 70–100 ms of CPU with the
// CPU slowed 4× on this project's machines: asked here, it never holds the page's main thread (decision 0068).
import { rendersOnGpu } from './gpu-renderer';

postMessage(rendersOnGpu(new OffscreenCanvas(1, 1)));
