import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { isolate } from '../../src/text/words';
import { isolateNamesOnScreen } from '../../src/ui/isolation';
import { strictHistory } from '../../src/platform/strict-record';

describe('names inside sentences', () => {
  it('isolate wraps a name in FSI ... PDI and drops any bidi control inside it', () => {
    expect(isolate('\u202EAna')).toBe('\u2068Ana\u2069');
  });

  it('on screen, an isolated name becomes a <bdi> and the text around it keeps its order; labels lose the marks', () => {
    isolateNamesOnScreen();
    const line = `${isolate('\u202EZoe')} gives SUN to ${isolate('Ben')}.`;
    const { container } = render(<p aria-label={line}>{line}</p>);
    const p = container.querySelector('p')!;
    expect(p.innerHTML).toBe('<bdi class="name">Zoe</bdi> gives SUN to <bdi class="name">Ben</bdi>.');
    expect(p.getAttribute('aria-label')).toBe('Zoe gives SUN to Ben.');
  });

  it('restore cuts a 10,000-letter name to the limit and keeps an old backup’s facts, not its sentences', () => {
    const huge = 'W'.repeat(10_000);
    const r = strictHistory({
      id: 'h1',
      game: 'royal',
      finishedAt: Date.UTC(2026, 0, 1),
      players: [huge, 'Ben'],
      scores: [5, 3],
      winners: [0],
      summary: `${huge} 5, Ben 3`,
      lines: [`Winner: ${huge}`],
      detail: null,
    });
    expect('ok' in r && r.ok.players).toEqual(['W'.repeat(20), 'Ben']);
    expect('ok' in r && Object.keys(r.ok).sort()).toEqual([
      'detail',
      'finishedAt',
      'game',
      'id',
      'players',
      'scores',
      'winners',
    ]);
  });
});
