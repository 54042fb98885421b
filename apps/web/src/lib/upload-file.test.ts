import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from './session/token-storage';
import { uploadFile } from './upload-file';

/** An XMLHttpRequest that answers each send with the next canned response and records its bearer. */
function stubXhr(responses: { status: number; body: unknown }[]) {
  const bearers: (string | undefined)[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    #auth?: string;
    open() {}
    setRequestHeader(name: string, value: string) {
      if (name === 'Authorization') this.#auth = value;
    }
    send() {
      bearers.push(this.#auth);
      const next = responses.shift() ?? { status: 500, body: {} };
      this.status = next.status;
      this.responseText = JSON.stringify(next.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return bearers;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadFile', () => {
  it('refreshes an expired session once and retries the upload with the new token', async () => {
    localStorage.setItem('accesstoken', 'stale');
    const bearers = stubXhr([
      { status: 401, body: { success: false, error: true, message: 'Your session has expired' } },
      { status: 200, body: { success: true, error: false, data: { url: '/uploads/a.webp' } } },
    ]);
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: { access_token: 'fresh' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const result = await uploadFile('/api/file/upload', 'image', new Blob(['x']));

    expect(result.data).toEqual({ url: '/uploads/a.webp' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bearers).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(getAccessToken()).toBe('fresh');
  });

  it("rejects with the server's message when the refresh is refused", async () => {
    stubXhr([{ status: 401, body: { success: false, error: true, message: 'Please login to continue' } }]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(uploadFile('/api/file/upload', 'image', new Blob(['x']))).rejects.toThrow(
      'Please login to continue',
    );
  });

  it('rejects other failures without refreshing', async () => {
    stubXhr([
      { status: 415, body: { success: false, error: true, message: 'Only JPEG, PNG images are allowed' } },
    ]);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadFile('/api/file/upload', 'image', new Blob(['x']))).rejects.toThrow('Only JPEG');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
