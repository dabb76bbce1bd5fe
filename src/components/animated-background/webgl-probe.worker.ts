// Worker: answers whether WebGL draws on the GPU here. Making a WebGL context is one long task of the CPU:
// asked here, it never holds the page's main thread (decision 0068 has its cost).
import { rendersOnGpu } from './gpu-renderer';

postMessage(rendersOnGpu(new OffscreenCanvas(1, 1)));
