/**
 * The live-update stream's events (GET /wps/member/events, read once by cashier's MemberEvents)
 * handed to any screen that wants them, so a feature listens without opening a second stream or
 * reaching into another feature: the lottery screens refresh a game when its draw is pushed.
 */
export type MemberEventFrame = { type: string } & Record<string, unknown>;
type Listener = (event: MemberEventFrame) => void;

const listeners = new Set<Listener>();

export function onMemberEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function publishMemberEvent(event: MemberEventFrame): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // One screen's failure never stops the others' updates.
    }
  }
}
