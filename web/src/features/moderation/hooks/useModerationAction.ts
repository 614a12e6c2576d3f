import type { ModerationReceipt, ReportQueueItemDto } from '@mohalla/contracts';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/useToast';
import { decideReport, moderateUser, setHidden } from '../api/moderationApi';

export type ActionKind = 'hide' | 'restore' | 'dismiss' | 'uphold' | 'warn' | 'suspend';

export interface ActionInput {
  kind: ActionKind;
  report: ReportQueueItemDto;
  /** The reported item's author, for warn and suspend. */
  authorId: string | null;
  reason: string;
  /** Suspend only: an ISO time, or undefined for 'until reinstated'. */
  until?: string | undefined;
}

const DONE: Record<ActionKind, string> = {
  hide: 'Hidden from every public page',
  restore: 'Restored',
  dismiss: 'Report dismissed',
  uphold: 'Report upheld',
  warn: 'Warning recorded',
  suspend: 'User suspended',
};

function run({ kind, report, authorId, reason, until }: ActionInput): Promise<ModerationReceipt> {
  switch (kind) {
    case 'hide':
    case 'restore':
      return setHidden(report, kind === 'hide', reason);
    case 'dismiss':
    case 'uphold':
      return decideReport(report, kind, reason);
    case 'warn':
    case 'suspend':
      if (!authorId) throw new Error('No author to act on');
      return moderateUser(authorId, kind, reason, until);
  }
}

/** One moderator action; `onDone` gets the log position to refresh the screens from. */
export function useModerationAction(onDone: (receipt: ModerationReceipt) => void) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: run,
    onSuccess: (receipt, input) => {
      toast({ title: receipt.changed ? DONE[input.kind] : 'Nothing to change' });
      onDone(receipt);
    },
  });
}
