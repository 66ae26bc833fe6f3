import type { Plugin } from 'vite';
export function linguiMacros(): Plugin;
