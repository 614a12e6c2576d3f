import { describe, expect, it } from 'vitest';
import { toastFor } from './notificationToast';

const notification = {
  notificationId: '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0001',
  areaId: '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0002',
  postId: '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0003',
  title: 'Water cut on 5th Main till 6 pm',
  kind: 'alert' as const,
};

describe('notification toasts', () => {
  it("shows the alert's title", () => {
    expect(toastFor(notification)).toEqual({
      title: 'New alert in your area',
      description: 'Water cut on 5th Main till 6 pm',
    });
  });
});
