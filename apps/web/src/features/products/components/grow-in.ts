import { keyframes } from '@mui/material/styles';
import { GROW_ANIMATION } from '@portal/contract/constants';

/** MUI's standard easing (the one Grow uses). */
const EASING = 'cubic-bezier(0.4, 0, 0.2, 1)';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const scaleIn = keyframes`
  from { transform: scale(${GROW_ANIMATION.fromScaleX}, ${GROW_ANIMATION.fromScaleY}); }
  to { transform: none; }
`;

/**
 * The grow animation of spec section 9 for an element that appears: from scale 0.75 x 0.5625 at opacity 0 to
 * full size, opacity over 270 ms and the transform over 180 ms, like MUI's Grow. Off for reduced motion.
 */
export const growIn = {
  animation: `${fadeIn} ${GROW_ANIMATION.opacityMs}ms ${EASING} both, ${scaleIn} ${GROW_ANIMATION.transformMs}ms ${EASING} both`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;
