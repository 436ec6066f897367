import { describe, expect, it } from 'vitest';
import { onMemberEvent, publishMemberEvent } from './member-event-bus';

describe('the member event bus', () => {
  it('hands each pushed event to every screen listening, until it stops, even when one fails', () => {
    const seen: string[] = [];
    const stopFailing = onMemberEvent(() => {
      throw new Error('a broken screen');
    });
    const stop = onMemberEvent((e) => seen.push(e.type));
    publishMemberEvent({ type: 'lottery', lottery: { gameCode: 'K3_45S' } });
    stop();
    stopFailing();
    publishMemberEvent({ type: 'balance' });
    expect(seen).toEqual(['lottery']);
  });
});
