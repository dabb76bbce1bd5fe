// An animated background (vanta birds or net) that loads three and the effect on demand, only while it is
// on screen, and destroys it when it leaves or unmounts. With reduced motion, or where WebGL would only run
// in software, the fallback (a static poster) stays instead.
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useMediaMatch } from '#src/lib/use-hydrated.ts';
import classes from './animated-background.module.css';
import {
  type BgEffect,
  type EffectConfig,
  effectOptions,
  isNetMobile,
  RESIZE_SETTLE_MS,
} from './effect-options';
import { hasHardwareWebGL, loadEffect, type VantaEffect } from './load-effect';

export interface AnimatedBackgroundProps {
  /** Which effect to run. */
  effect: BgEffect;
  /** Extra vanta options (colours, density); see effect-options.ts for what always applies. @default {} */
  config?: EffectConfig;
  /** Shown until the effect runs, and instead of it when it cannot or should not run. @default none */
  fallback?: ReactNode;
}

/** Runs `task` when the browser is idle, so the effect never competes with the page's first paint. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/** True while any part of the element is in the viewport. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

export function AnimatedBackground({ effect, config, fallback }: AnimatedBackgroundProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaMatch('(prefers-reduced-motion: reduce)', true);
  const onScreen = useOnScreen(layerRef);
  const [running, setRunning] = useState(false);
  // A stable dependency for an options object the caller may recreate on every render.
  const configKey = JSON.stringify(config ?? {});

  useEffect(() => {
    const element = layerRef.current;
    if (!element || !onScreen || reducedMotion) return;
    let cancelled = false;
    let instance: VantaEffect | null = null;
    let mobile = isNetMobile(window.innerWidth);
    let settleTimer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      instance?.destroy();
      instance = null;
    };
    const start = async () => {
      try {
        if (!(await hasHardwareWebGL()) || cancelled) return;
        const create = await loadEffect(effect);
        if (cancelled) return;
        instance = create(element, effectOptions(effect, window.innerWidth, JSON.parse(configKey)));
        setRunning(true);
      } catch (error) {
        console.warn('The animated background could not start; showing the static image instead.', error);
      }
    };
    // The net's density depends on the width: rebuild it when the breakpoint is crossed, else just resize.
    const onResize = () => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => {
        if (!instance) return;
        const nowMobile = isNetMobile(window.innerWidth);
        if (effect === 'net' && nowMobile !== mobile) {
          mobile = nowMobile;
          stop();
          void start();
        } else {
          instance.resize?.();
        }
      }, RESIZE_SETTLE_MS);
    };

    const cancelIdle = whenIdle(() => void start());
    window.addEventListener('resize', onResize);
    return () => {
      cancelled = true;
      cancelIdle();
      clearTimeout(settleTimer);
      window.removeEventListener('resize', onResize);
      stop();
      setRunning(false);
    };
  }, [effect, configKey, onScreen, reducedMotion]);

  return (
    <div className={classes.root} aria-hidden="true">
      {fallback && (
        <div className={`${classes.layer} ${classes.fallback}`} data-covered={running || undefined}>
          {fallback}
        </div>
      )}
      <div
        ref={layerRef}
        className={classes.layer}
        data-effect={effect}
        data-running={running || undefined}
      />
    </div>
  );
}
