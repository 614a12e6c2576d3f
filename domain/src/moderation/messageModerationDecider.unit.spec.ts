import type { DomainEvent } from '@mohalla/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.js';
import { messageSent } from '../testing/events.js';
import {
  type ChannelModerationState,
  decideMessageModeration,
  evolveChannelModeration,
  initialChannelModerationState,
  type MessageModerationCommand,
  messageModerationState,
} from './messageModerationDecider.js';

const messageId = '11111111-2222-4333-8444-555555555555';
const otherMessage = '11111111-2222-4333-8444-666666666666';
const channelId = '22222222-3333-4444-8555-666666666666';
const areaId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const author = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const reporter = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const moderatorId = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const reportId = '33333333-4444-4555-8666-777777777777';
const reason = 'Threatening';

const given = deciderSpec<ChannelModerationState, MessageModerationCommand>({
  decide: (command, channel) =>
    decideMessageModeration(command, messageModerationState(channel, command.data.messageId)),
  evolve: evolveChannelModeration,
  initialState: initialChannelModerationState,
});
const sent = (id = messageId) => messageSent({ messageId: id, channelId, areaId, authorId: author });
const reported = (id = messageId): DomainEvent => ({
  type: 'MessageReported',
  data: { reportId, messageId: id, reporterId: reporter, reason: 'threat', reportedRevision: 0 },
});
const hidden = (byReport: string | null = null): DomainEvent => ({
  type: 'MessageHidden',
  data: { channelId, messageId, reportId: byReport, moderatorId, reason },
});
const decision = { channelId, messageId, moderatorId, reason };

describe('message moderation decider', () => {
  it('hides a live message once and restores only a hidden one', () => {
    const hide: MessageModerationCommand = { type: 'HideMessage', data: { ...decision, reportId: null } };
    const restore: MessageModerationCommand = { type: 'RestoreMessage', data: decision };
    given([sent()]).when(hide).thenEmits([hidden()]);
    given([sent(), hidden()]).when(hide).thenEmits([]);
    given([sent(), hidden()])
      .when(restore)
      .thenEmits([{ type: 'MessageRestored', data: decision }]);
    given([sent()]).when(restore).thenEmits([]);
  });

  it('folds only its own message: another message of the channel changes nothing', () => {
    const hide: MessageModerationCommand = { type: 'HideMessage', data: { ...decision, reportId: null } };
    given([sent(otherMessage)])
      .when(hide)
      .thenRefuses('CHAT.MESSAGE_NOT_FOUND');
    const deleted: DomainEvent = {
      type: 'MessageDeleted',
      data: { messageId: otherMessage, deletedBy: author },
    };
    given([sent(), sent(otherMessage), deleted])
      .when(hide)
      .thenEmits([hidden()]);
  });

  it('has nothing to hide once its author deleted it', () => {
    const deleted: DomainEvent = { type: 'MessageDeleted', data: { messageId, deletedBy: author } };
    given([sent(), deleted])
      .when({ type: 'HideMessage', data: { ...decision, reportId: null } })
      .thenEmits([]);
  });

  it('decides an open report of this message once; upholding hides the message', () => {
    const uphold: MessageModerationCommand = {
      type: 'UpholdMessageReport',
      data: { ...decision, reportId, hide: true },
    };
    const upheld: DomainEvent = { type: 'ReportUpheld', data: { reportId, moderatorId, reason } };
    given([sent(), reported()])
      .when(uphold)
      .thenEmits([upheld, hidden(reportId)]);
    given([sent(), reported(), upheld]).when(uphold).thenRefuses('REPORT.ALREADY_DECIDED');
    given([sent(), sent(otherMessage), reported(otherMessage)])
      .when(uphold)
      .thenRefuses('REPORT.NOT_FOUND');
    const dismiss: MessageModerationCommand = {
      type: 'DismissMessageReport',
      data: { ...decision, reportId },
    };
    given([sent(), reported()])
      .when(dismiss)
      .thenEmits([{ type: 'ReportDismissed', data: { reportId, moderatorId, reason } }]);
  });

  it('needs a reason', () => {
    given([sent()])
      .when({ type: 'HideMessage', data: { ...decision, reason: '', reportId: null } })
      .thenRefuses('REQUEST.INVALID');
  });
});
