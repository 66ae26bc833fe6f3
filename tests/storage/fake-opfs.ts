/*
 * The Origin Private File System as copy-files.ts uses it, in memory, with a
 * kill switch: after `opsLeft` more operations every call throws, and a write
 * under way when the switch trips lands only its first half (a torn write).
 * The files stay as the kill left them, for a restart to read. `flipIn`: the
 * write that many operations from now lands with one bit flipped (a damaged
 * byte), in the middle of what it wrote; `flipped` says whether one was.
 */
export class Killed extends Error {}

export class FakeDisk {
  opsLeft = Infinity;
  flipIn = Infinity;
  flipped = false;
  /** Operations so far. */
  ops = 0;
  readonly root = new FakeDir(this);
  /** Counts an operation; true when it is the one whose write is to be damaged. */
  tick(): boolean {
    if (this.opsLeft-- <= 0) throw new Killed('killed');
    this.ops++;
    return this.flipIn-- === 0;
  }
}

export class FakeDir {
  readonly files = new Map<string, Uint8Array>();
  readonly dirs = new Map<string, FakeDir>();
  constructor(private readonly disk: FakeDisk) {}

  async getFileHandle(name: string, opts?: { create?: boolean }) {
    this.disk.tick();
    if (!this.files.has(name)) {
      if (!opts?.create) throw new DOMException(name, 'NotFoundError');
      this.files.set(name, new Uint8Array());
    }
    return { createSyncAccessHandle: async () => this.#handle(name) };
  }
  async getDirectoryHandle(name: string, opts?: { create?: boolean }) {
    this.disk.tick();
    if (!this.dirs.has(name)) {
      if (!opts?.create) throw new DOMException(name, 'NotFoundError');
      this.dirs.set(name, new FakeDir(this.disk));
    }
    return this.dirs.get(name)!;
  }
  /** A folder goes a file at a time, so a kill can leave part of it. */
  async removeEntry(name: string, opts?: { recursive?: boolean }) {
    const dir = this.dirs.get(name);
    if (dir && opts?.recursive) {
      for (const sub of dir.dirs.keys()) await dir.removeEntry(sub, opts);
      for (const file of dir.files.keys()) await dir.removeEntry(file);
    }
    this.disk.tick();
    if (!this.files.delete(name) && !this.dirs.delete(name)) throw new DOMException(name, 'NotFoundError');
  }
  async *keys() {
    for (const name of [...this.files.keys(), ...this.dirs.keys()]) yield name;
  }

  #handle(name: string) {
    const files = this.files;
    const disk = this.disk;
    return {
      getSize: () => files.get(name)!.length,
      read(buf: Uint8Array, { at }: { at: number }) {
        const data = files.get(name)!.subarray(at, at + buf.length);
        buf.set(data);
        return data.length;
      },
      write(bytes: Uint8Array, { at }: { at: number }) {
        const write = (part: Uint8Array) => {
          const old = files.get(name)!;
          const out = new Uint8Array(Math.max(old.length, at + part.length));
          out.set(old);
          out.set(part, at);
          files.set(name, out);
        };
        let flip: boolean;
        try {
          flip = disk.tick();
        } catch (err) {
          write(bytes.subarray(0, bytes.length >> 1));
          throw err;
        }
        if (flip && bytes.length > 0) {
          bytes = bytes.slice();
          bytes[Math.floor(bytes.length * 0.6)]! ^= 0x01;
          disk.flipped = true;
        }
        write(bytes);
        return bytes.length;
      },
      flush: () => void disk.tick(),
      close: () => undefined,
    };
  }

  /** Writes a file as it is, for a test to set up. */
  put(name: string, text: string) {
    this.files.set(name, new TextEncoder().encode(text));
  }
}
