/**
 * bench/budgets.json: per route, the most brotli bytes of JS, CSS and fonts its HTML may make a browser load,
 * and the most bytes of the pictures it loads before the visitor scrolls (`img`: the eager ones).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AssetKind } from './assets';

export const BUDGETS_FILE = path.resolve('bench/budgets.json');
export const HEADROOM = 0.05;

export type Budget = Record<AssetKind | 'img', number>;
export type BudgetsFile = { _comment: string; headroom: number; routes: Record<string, Budget> };

export function readBudgets(file = BUDGETS_FILE): BudgetsFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BudgetsFile;
}

/** Current figure plus the headroom, rounded up to 100 bytes. */
export function withHeadroom(bytes: number): number {
  return Math.ceil((bytes * (1 + HEADROOM)) / 100) * 100;
}
