import type { ChildProcess } from 'node:child_process';

/** Resolves once `child` has printed text matching `ready` (stdout or stderr); rejects if it exits first or takes over `ms`. */
export function untilReady(child: ChildProcess, what: string, ready: RegExp, ms = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${ms} ms:\n${out}`)), ms);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (!ready.test(out)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${out}`));
    });
  });
}

/** SIGTERM, and resolves when the process has ended. */
export function stop(child: ChildProcess | undefined): Promise<void> {
  return new Promise((done) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
