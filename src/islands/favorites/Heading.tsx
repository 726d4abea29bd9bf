import type { ComponentProps } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The favorites screens sit under an h1 on their page and under the profile's h2 in the tab. */
export function Heading({ level, ...props }: { level: HeadingLevel } & ComponentProps<'h2'>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

export const below = (level: HeadingLevel): HeadingLevel => Math.min(6, level + 1) as HeadingLevel;
