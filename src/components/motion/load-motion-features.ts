// For <LazyMotion features={loadMotionFeatures}>: the animation features arrive in their own chunk.
export const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);
