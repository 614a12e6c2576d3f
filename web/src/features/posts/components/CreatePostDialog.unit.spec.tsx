import { type AreaDto, type PublishPostAnswer, TOPICS } from '@mohalla/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CreatePostDialog } from './CreatePostDialog';

const area: AreaDto = {
  _id: '7b4d2a1f-2c3d-4e5f-8a6b-7c8d9e0f1a01',
  name: 'Indiranagar',
  cityId: '7b4d2a1f-2c3d-4e5f-8a6b-7c8d9e0f1a02',
  city: {
    _id: '7b4d2a1f-2c3d-4e5f-8a6b-7c8d9e0f1a02',
    name: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
  },
  location: null,
  channels: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  revision: 0,
};
const PUBLISH = `POST /api/areas/${area._id}/posts`;

/** The dialog as the area page opens it: 'Create Thread' shows it, closing hides it. */
function AreaWithDialog({ topicId = null }: { topicId?: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Create Thread
      </button>
      <CreatePostDialog area={area} open={open} onOpenChange={setOpen} topicId={topicId} />
    </>
  );
}

function openDialog(topicId: string | null = null) {
  const api = fakeApi({
    'GET /api/topics': { body: TOPICS },
    [PUBLISH]: {
      status: 201,
      body: {
        _id: '7b4d2a1f-2c3d-4e5f-8a6b-7c8d9e0f1a09',
        id: '7b4d2a1f-2c3d-4e5f-8a6b-7c8d9e0f1a09',
        areaId: area._id,
        authorAlias: 'Quiet Banyan',
        position: 42,
      } satisfies PublishPostAnswer,
    },
  });
  renderWithProviders(<AreaWithDialog topicId={topicId} />, { path: `/area/${area._id}` });
  fireEvent.click(screen.getByRole('button', { name: 'Create Thread' }));
  return api;
}

const dialog = () => screen.getByRole('dialog', { name: 'Create a New Post' });
const step = (name: RegExp) => within(dialog()).getByRole('group', { name });
const type = (field: RegExp, text: string) =>
  fireEvent.change(within(dialog()).getByRole('textbox', { name: field }), { target: { value: text } });

describe('the create-post steps', () => {
  it('publishes the chosen type, topic, title and content, then closes with a thank-you', async () => {
    const api = openDialog();

    fireEvent.click(within(step(/Choose post type/)).getByRole('radio', { name: /Alert/ }));
    fireEvent.click(await within(step(/Topic/)).findByRole('radio', { name: 'Safety' }));
    type(/Title/, '  Streetlight out on 12th Main  ');
    type(/Content/, 'The lane behind the park is dark after 7 pm; please take care.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish Post' }));

    expect(await screen.findByText('Post created! 🎉')).toBeTruthy();
    expect(api.sent('POST', `/api/areas/${area._id}/posts`).map((r) => r.body)).toEqual([
      {
        type: 'alert',
        topicId: 'safety',
        title: 'Streetlight out on 12th Main',
        content: 'The lane behind the park is dark after 7 pm; please take care.',
        mediaUrls: [],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a New Post' })).toBeNull());
  });

  it('starts on Ask with no topic, and says what is missing instead of sending a too-short post', async () => {
    const api = openDialog();

    expect(within(step(/Choose post type/)).getByRole('radio', { name: /Ask/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(await within(step(/Topic/)).findByRole('radio', { name: 'No topic' })).toHaveProperty(
      'checked',
      true,
    );
    type(/Title/, 'Hi');
    type(/Content/, 'Short');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish Post' }));

    expect(within(dialog()).getByText('Title must be at least 5 characters')).toBeTruthy();
    expect(within(dialog()).getByText('Content must be at least 10 characters')).toBeTruthy();
    expect(api.sent('POST', '/api/areas/')).toEqual([]);
  });

  it('holds a post flagged for review behind the guidelines: declining sends nothing, agreeing publishes', async () => {
    const api = openDialog();
    type(/Title/, 'Offer for neighbours');
    type(/Content/, 'Call now, click here, lucky draw!');
    const publish = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish Post' }));

    publish();
    const guidelines = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    fireEvent.click(within(guidelines).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Community Guidelines' })).toBeNull());
    expect(api.sent('POST', '/api/areas/')).toEqual([]);

    publish();
    fireEvent.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));
    expect(await screen.findByText('Post created! 🎉')).toBeTruthy();
    expect(api.sent('POST', '/api/areas/').map((r) => (r.body as { content: string }).content)).toEqual([
      'Call now, click here, lucky draw!',
    ]);
  });

  it('preselects the topic being browsed', async () => {
    openDialog('food');
    expect(await within(step(/Topic/)).findByRole('radio', { name: 'Food' })).toHaveProperty('checked', true);
  });

  it('forgets the draft on Cancel, so the next post starts empty', async () => {
    openDialog();
    type(/Title/, 'Good tailor near the market?');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Create Thread' }));
    expect(within(dialog()).getByRole('textbox', { name: /Title/ })).toHaveProperty('value', '');
  });
});
