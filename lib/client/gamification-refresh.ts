import type { QueryClient } from '@tanstack/react-query';
import { gamificationKeys } from './gamification-keys';
import type { QueryHolder } from './query-provider';

// Points, levels and rewards are written after the action commits, when the worker drains the outbox
// (docs/decisions.md 140: usually well under a second). After an action that may score, the student's
// gamification reads are invalidated at once and again a little later, so the celebration host sees a
// level or reward that arrived just after the action's answer; the last two cover a worker that is
// behind (a busy machine, a burst of events), at the cost of two more small reads per action.
const LATER_MS = [1_000, 3_000, 8_000, 15_000, 30_000];

function refreshWith(invalidate: () => Promise<unknown>): void {
  void invalidate();
  for (const ms of LATER_MS) setTimeout(() => void invalidate(), ms);
}

export function refreshGamification(queryClient: QueryClient): void {
  refreshWith(() => queryClient.invalidateQueries({ queryKey: gamificationKeys.all }));
}

/**
 * The same from a part without TanStack Query (decision 301): each time through the tab's client if it
 * exists by then, else to the lite queries mounted (the celebration host, the profile's reads).
 */
export function refreshGamificationIn(holder: QueryHolder): void {
  refreshWith(() => holder.invalidate(gamificationKeys.all));
}
