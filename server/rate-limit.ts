/**
 * Per-phone request budget: a token bucket (burst `size`, `perSecond` back).
 * Past it a request is refused with words once a second and silently dropped
 * otherwise, so a flood costs the room almost nothing and nobody else notices.
 */
export class RateLimit {
  private tokens: number;
  private last = 0;
  private toldAt = -Infinity;
  constructor(
    private readonly size = 20,
    private readonly perSecond = 10,
  ) {
    this.tokens = size;
  }

  take(now: number): 'ok' | 'refuse' | 'drop' {
    this.tokens = Math.min(this.size, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'ok';
    }
    if (now - this.toldAt < 1000) return 'drop';
    this.toldAt = now;
    return 'refuse';
  }
}
