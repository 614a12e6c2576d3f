import { createContext } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'danger' for failures: announced assertively and drawn in the danger colour. */
  tone?: 'default' | 'danger';
}

export interface ToastApi {
  toast(input: ToastInput): void;
  dismiss(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
