import 'server-only';
import { gamificationSubscriber } from '@/lib/gamification/engine';
import type { Subscriber } from './types';

// Every consumer of domain events, in the order they run. Gamification and notifications add theirs here.
export const SUBSCRIBERS: Subscriber[] = [gamificationSubscriber];
