// The animating form of <Reveal> (reveal.tsx), in a chunk of its own with framer-motion's `m` elements
// and DOM animation features: fetched only when a section is to animate.
import { domAnimation, LazyMotion, MotionConfig, m } from 'framer-motion';
import { RevealMotion } from './reveal-motion';
import type { RevealProps } from './reveal-props';

type AnimatedRevealProps = Required<Pick<RevealProps, 'component'>> & Omit<RevealProps, 'component'>;

export default function AnimatedReveal({
  component,
  amount,
  once,
  stagger,
  style,
  children,
}: AnimatedRevealProps) {
  const Tag = m[component];
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <RevealMotion.Provider value={m}>
          <Tag
            style={style}
            initial="hidden"
            whileInView="visible"
            viewport={{ amount, once }}
            variants={{ hidden: {}, visible: { transition: { staggerChildren: stagger } } }}
          >
            {children}
          </Tag>
        </RevealMotion.Provider>
      </LazyMotion>
    </MotionConfig>
  );
}
