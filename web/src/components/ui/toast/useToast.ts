import { useContext } from 'react';
import { type ToastApi, ToastContext } from './toastContext';

/** Shows a toast. Requires `<ToastProvider>` (mounted once in App). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
