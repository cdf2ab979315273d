import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

type OptionalImageProps = {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
};

/** An image that removes itself when it fails to load, instead of showing a broken-image box (spec section 2). */
export function OptionalImage({ src, alt, sx }: OptionalImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
