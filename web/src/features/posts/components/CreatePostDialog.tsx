import {
  type AreaDto,
  CONTENT_MAX,
  CONTENT_MIN,
  POST_MEDIA_MAX,
  type PostType,
  type PublishPostBody,
  TITLE_MAX,
  TITLE_MIN,
  TOPICS,
} from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/Icon';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/toast/useToast';
import { ApiError } from '../../../lib/api';
import { topicsQuery } from '../../community';
import { MediaUploader, useMediaUploads } from '../../uploads';
import { usePublishFlow } from '../hooks/usePublishFlow';
import { usePublishPost } from '../hooks/usePublishPost';
import { toastIfSignInNeeded } from '../signInNeeded';
import * as styles from './CreatePostDialog.css';
import { FormStep } from './FormStep';
import { GuidelinesDialog } from './GuidelinesDialog';
import { ModerationBanner } from './ModerationBanner';
import { PostTypePicker } from './PostTypePicker';
import { StepTitle } from './StepTitle';
import { TopicPicker } from './TopicPicker';

interface Draft {
  type: PostType;
  topicId: string;
  title: string;
  content: string;
}

const EMPTY: Draft = { type: 'ask', topicId: '', title: '', content: '' };

type FieldErrors = Partial<Record<'title' | 'content', string>>;

interface CreatePostDialogProps {
  area: AreaDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The topic being browsed, preselected for a fresh draft. */
  topicId: string | null;
}

/**
 * 'Create a New Post': five numbered steps, the privacy note and the spec's
 * publish flow (shared moderation rules first, the guidelines dialog when
 * flagged for review). A draft survives closing with Escape; Cancel clears it.
 */
export function CreatePostDialog({ area, open, onOpenChange, topicId }: CreatePostDialogProps) {
  const topics = useQuery(topicsQuery()).data ?? [];
  const { toast } = useToast();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const titleField = useRef<HTMLInputElement>(null);
  const contentField = useRef<HTMLTextAreaElement>(null);
  const uploads = useMediaUploads(POST_MEDIA_MAX);
  const publish = usePublishPost(area);
  const flow = usePublishFlow((body) => publish.mutate(body, { onSuccess: published, onError: failed }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (open && topicId && draft === EMPTY && TOPICS.some((t) => t.id === topicId))
      setDraft({ ...EMPTY, topicId });
  }, [open]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const reset = (discardUploads: boolean) => {
    setDraft(EMPTY);
    setErrors({});
    uploads.clear(discardUploads);
    flow.clearNotice();
  };

  // An error shows under its field, far above the Publish button just tapped on a
  // phone: focus (and so scroll to) the first field in error.
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    (found.title ? titleField : found.content ? contentField : null)?.current?.focus();
  };

  function published() {
    toast({ title: 'Post created! 🎉', description: 'Your post has been shared with the community.' });
    reset(false);
    onOpenChange(false);
  }

  function failed(error: Error) {
    if (
      error instanceof ApiError &&
      error.code === 'POST.REFUSED_BY_MODERATION' &&
      flow.refused(error.moderation)
    )
      return;
    if (toastIfSignInNeeded(error, toast, 'create posts')) return;
    console.error('Publishing failed', error);
    if (error instanceof ApiError) {
      const { title, content } = error.fieldErrors;
      showErrors({ ...(title ? { title } : {}), ...(content ? { content } : {}) });
    }
    toast({
      title: 'Error creating post',
      description: 'Failed to create post. Please try again.',
      tone: 'danger',
    });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (publish.isPending || uploads.uploading > 0) return;
    const title = draft.title.trim();
    const content = draft.content.trim();
    const found = {
      ...(title.length < TITLE_MIN ? { title: `Title must be at least ${TITLE_MIN} characters` } : {}),
      ...(content.length < CONTENT_MIN
        ? { content: `Content must be at least ${CONTENT_MIN} characters` }
        : {}),
    };
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    const image = uploads.media.find((m) => m.type === 'image');
    const body: PublishPostBody = {
      type: draft.type,
      title,
      content,
      mediaUrls: uploads.media.map((m) => m.url),
      ...(draft.topicId ? { topicId: draft.topicId } : {}),
      ...(image ? { imageUrl: image.url } : {}),
    };
    // The server checks media names by their stored key; the device's file names are never sent.
    flow.attempt(
      body,
      uploads.media.map((m) => m.url.split('/').pop() ?? m.url),
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={publish.isPending}
      title="Create a New Post"
      description={`Share with your neighbours in ${area.name}.`}
      wide
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormStep number={1} title="Choose post type">
          <PostTypePicker value={draft.type} onChange={(type) => set('type', type)} />
        </FormStep>
        <FormStep number={2} title="Topic" optional>
          <TopicPicker topics={topics} value={draft.topicId} onChange={(id) => set('topicId', id)} />
        </FormStep>
        <div>
          <TextField
            ref={titleField}
            label={<StepTitle number={3} title="Title" />}
            value={draft.title}
            maxLength={TITLE_MAX}
            showCount
            placeholder="e.g. Good tailor near the market?"
            error={errors.title}
            onChange={(event) => set('title', event.target.value)}
          />
        </div>
        <div>
          <TextAreaField
            ref={contentField}
            label={<StepTitle number={4} title="Content" />}
            value={draft.content}
            maxLength={CONTENT_MAX}
            rows={5}
            placeholder="Share the details with your neighbours..."
            error={errors.content}
            onChange={(event) => set('content', event.target.value)}
          />
        </div>
        <FormStep number={5} title="Add media" optional>
          <MediaUploader uploads={uploads} max={POST_MEDIA_MAX} />
        </FormStep>
        <p className={styles.privacy}>
          <Icon name="lock" size={18} />
          <span>
            Your post is published anonymously under your alias for {area.name}. Neighbours never see your
            name or email.
          </span>
        </p>
        {flow.notice ? <ModerationBanner notice={flow.notice} /> : null}
        <div className={styles.footer}>
          <Button
            variant="secondary"
            disabled={publish.isPending}
            onClick={() => {
              reset(true);
              onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={publish.isPending || uploads.uploading > 0}>
            {publish.isPending ? 'Publishing...' : 'Publish Post'}
          </Button>
        </div>
      </form>
      <GuidelinesDialog open={flow.guidelinesOpen} onAccept={flow.accept} onDecline={flow.decline} />
    </Dialog>
  );
}
