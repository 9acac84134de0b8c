import type { en } from './en';

export type MessageKey = keyof typeof en;
