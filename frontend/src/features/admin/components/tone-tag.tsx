import type { ReactNode } from 'react';
import type { TagTone } from '@/features/admin/admin-bookings';
import '@/features/admin/components/tone-tag.css';

/** A short status word in a coloured box; the word carries the meaning, the colour only repeats it. */
export function ToneTag({ tone, children }: { tone: TagTone | 'bad'; children: ReactNode }) {
  return <span className={`tone-tag tone-tag-${tone}`}>{children}</span>;
}
