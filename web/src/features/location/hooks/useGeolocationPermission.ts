import { useEffect, useState } from 'react';
import type { PermissionStatus } from '../types';

/**
 * The geolocation permission ('prompt' | 'granted' | 'denied'), kept current
 * through the Permissions API's change events. Browsers without that API
 * report 'prompt': asking is the only way to find out.
 */
export function useGeolocationPermission(): PermissionStatus {
  const [state, setState] = useState<PermissionStatus>('prompt');

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    let permission: globalThis.PermissionStatus | undefined;
    let cancelled = false;
    const onChange = () => {
      status = permission?.state as PermissionStatus;
      if (status) setState(status);
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((result) => {
        if (cancelled) return;
        permission = result;
        onChange();
        result.addEventListener('change', onChange);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      permission?.removeEventListener('change', onChange);
    };
  }, []);

  return state;
}
