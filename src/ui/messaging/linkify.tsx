import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const URL_RE = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Plain text with its web addresses made into links; never HTML. */
export function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    const at = m.index;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <Link key={at} href={m[0]} target="_blank" rel="noopener noreferrer nofollow" color="fg.info">
        {m[0]}
      </Link>,
    );
    last = at + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
