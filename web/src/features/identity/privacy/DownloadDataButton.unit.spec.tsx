import { DATA_EXPORT_FORMAT } from '@mohalla/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { exportFilenameOf } from '../api/privacyApi';
import { DownloadDataButton } from './DownloadDataButton';

const FILENAME = 'mohalla-export-2026-11-25.json';
const exported = { format: DATA_EXPORT_FORMAT, posts: [{ title: 'Water cut on 5th Cross' }] };

/** What was handed to the browser's downloads: the file's name and its text. */
function captureSaves() {
  const saved: { filename: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:mohalla.test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ filename: this.download, blob });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe("'Download my data' (issue 16 point 1)", () => {
  it('saves the export as the JSON file the server named', async () => {
    const saved = captureSaves();
    const api = fakeApi({
      'GET /api/user/export': {
        body: exported,
        headers: { 'Content-Disposition': `attachment; filename="${FILENAME}"` },
      },
    });
    renderWithProviders(<DownloadDataButton inlineError />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file?.filename).toBe(FILENAME);
    expect(JSON.parse((await file?.blob.text()) ?? '')).toEqual(exported);
    expect(api.sent('GET', '/api/user/export')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeTruthy();
  });

  it('shows it is busy while the export is assembled, and asks only once however often it is pressed', async () => {
    const saved = captureSaves();
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<DownloadDataButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    const busy = await screen.findByRole('button', { name: 'Preparing your data…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(Response.json(exported));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeTruthy();
  });

  it('says why when the server refuses, and saves nothing', async () => {
    const saved = captureSaves();
    const detail = 'Your session has ended. Sign in again to download your data.';
    fakeApi({
      'GET /api/user/export': {
        status: 401,
        body: {
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          code: 'AUTH.REQUIRED',
          detail,
          message: detail,
        },
        headers: { 'Content-Type': 'application/problem+json' },
      },
    });
    renderWithProviders(<DownloadDataButton inlineError />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(await screen.findByText('Download failed')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('names the file for today when the answer does not', () => {
    expect(exportFilenameOf(null, new Date('2026-11-25T10:00:00Z'))).toBe(FILENAME);
    expect(exportFilenameOf('attachment; filename="mohalla-export-2026-01-02.json"')).toBe(
      'mohalla-export-2026-01-02.json',
    );
  });
});
