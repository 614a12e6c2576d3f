import type { PublishPostBody } from '@mohalla/contracts';
import { useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast/useToast';
import {
  type ModerationNotice,
  type ModerationOutcome,
  moderateDraft,
  moderationOfRefusal,
} from '../moderationView';
import { acceptGuidelines, guidelinesAccepted } from './guidelinesAcceptance';

/**
 * The spec's publish flow in front of `submit`: the shared moderation rules
 * run here first. Block: a toast and the warning banner, nothing sent.
 * Review, guidelines not yet accepted this session: the guidelines dialog
 * (accepting submits; declining closes it and clears the warnings). Allow:
 * submit. `refused` shows a server refusal the same way as a block.
 */
export function usePublishFlow(submit: (body: PublishPostBody) => void) {
  const { toast } = useToast();
  const [notice, setNotice] = useState<ModerationNotice | null>(null);
  const [guidelinesOpen, setGuidelinesOpen] = useState(false);
  const held = useRef<PublishPostBody | null>(null);

  const block = (outcome: ModerationOutcome) => {
    if (outcome.toast) toast({ ...outcome.toast, tone: 'danger' });
    setNotice(outcome.notice);
  };

  const attempt = (body: PublishPostBody, mediaNames: string[]) => {
    let outcome: ModerationOutcome;
    try {
      outcome = moderateDraft({ title: body.title, content: body.content, mediaNames });
    } catch (error) {
      // The spec: a failing analysis is logged and does not block (the server still checks).
      console.error('Content analysis failed', error);
      outcome = { verdict: 'allow', toast: null, notice: null };
    }
    if (outcome.verdict === 'block') return block(outcome);
    if (outcome.verdict === 'review' && !guidelinesAccepted()) {
      if (outcome.toast) toast(outcome.toast);
      setNotice(outcome.notice);
      held.current = body;
      setGuidelinesOpen(true);
      return;
    }
    setNotice(null);
    submit(body);
  };

  const accept = () => {
    acceptGuidelines();
    setGuidelinesOpen(false);
    setNotice(null);
    const body = held.current;
    held.current = null;
    if (body) submit(body);
  };

  const decline = () => {
    setGuidelinesOpen(false);
    setNotice(null);
    held.current = null;
  };

  /** True when `details` (a 422's `moderation`) was shown as a block. */
  const refused = (details: unknown): boolean => {
    const outcome = moderationOfRefusal(details);
    if (!outcome) return false;
    block(outcome);
    return true;
  };

  return { notice, clearNotice: () => setNotice(null), guidelinesOpen, attempt, accept, decline, refused };
}
