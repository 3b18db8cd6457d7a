import { defineStore } from './registry';
import type { ToastType } from '../bus/eventBus';

// Stores owned by the shell. Remotes read them and call their actions; they never replace them.

export interface SiteState {
  variant: 'fr' | 'nc';
  product: string;
  siteName: string;
  searchBoost: 'NC' | null;
  buildVersion: string;
}

export const siteStore = defineStore<SiteState>('site', () => ({
  variant: 'fr',
  product: 'portail',
  siteName: 'Portail',
  searchBoost: null,
  buildVersion: '0',
}));

export interface AuthState {
  connected: boolean;
  /** Claims of the access token; the token itself stays inside the shell's auth module. */
  preferredUsername: string | null;
  firstName: string | null;
  lastName: string | null;
}

export const authStore = defineStore<AuthState>('auth', () => ({
  connected: false,
  preferredUsername: null,
  firstName: null,
  lastName: null,
}));

export interface BasketSummaryState {
  articleCount: number;
  loading: boolean;
  error: boolean;
}

export const basketStore = defineStore<BasketSummaryState>('basket', () => ({
  articleCount: 0,
  loading: false,
  error: false,
}));

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  durationMs: number;
}

export interface ToastState {
  toasts: Toast[];
}

export const TOAST_DEFAULT_DURATION_MS = 10_000;

export const toastStore = defineStore<ToastState>('toasts', () => ({ toasts: [] }));

let nextToastId = 1;

export function showToast(type: ToastType, message: string, durationMs = TOAST_DEFAULT_DURATION_MS): number {
  const id = nextToastId++;
  toastStore.setState((s) => ({ toasts: [...s.toasts, { id, type, message, durationMs }] }));
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}
