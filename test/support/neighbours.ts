import { expect } from 'vitest';
import { signUpModerator, signUpResident, type TestAccount } from './accounts.js';
import { lobbyOf } from './chatClient.js';
import { requestAs } from './http.js';
import type { RunningNode } from './singleNode.js';
import { uploadFile } from './uploads.js';

/** What the two neighbours write: words a spec can look for (or not) afterwards. */
export interface NeighbourWords {
  myPost: { title: string; content: string };
  theirPost: { title: string; content: string };
  /** Hers, under his post. */
  myReply: string;
  /** His, under her post. */
  theirReply: string;
}

/**
 * Two residents of Jayanagar and a moderator, for the 'your data' specs
 * (issue 16): Asha posts with a photo, Ravi posts, each replies under the
 * other's post. Names no other text of a flow holds, so finding one in an
 * answer means it leaked.
 */
export async function twoNeighbours(node: RunningNode, words: NeighbourWords) {
  const as = requestAs(() => node);
  const asha: TestAccount = await signUpResident(node, 'Ashalatha');
  const ravi: TestAccount = await signUpResident(node, 'Ravindranath');
  const moderator: TestAccount = await signUpModerator(node, 'Meenakshi');
  const lobby = await lobbyOf(node, 'Jayanagar');

  const upload = await uploadFile(node.url, asha.auth);
  expect(upload.status).toBe(201);
  const fileUrl = upload.body.fileUrl as string;
  const post = await as(asha, 'POST', `/api/areas/${lobby.areaId}/posts`, {
    type: 'ask',
    ...words.myPost,
    mediaUrls: [fileUrl],
  });
  expect(post.status).toBe(201);
  const theirPost = await as(ravi, 'POST', `/api/areas/${lobby.areaId}/posts`, {
    type: 'tip',
    ...words.theirPost,
  });
  expect(theirPost.status).toBe(201);
  const reply = await as(asha, 'POST', `/api/posts/${theirPost.body._id}/comments`, {
    content: words.myReply,
  });
  expect(reply.status).toBe(201);
  const theirReply = await as(ravi, 'POST', `/api/posts/${post.body._id}/comments`, {
    content: words.theirReply,
  });
  expect(theirReply.status).toBe(201);
  return {
    asha,
    ravi,
    moderator,
    lobby,
    mine: {
      fileUrl,
      postId: post.body._id as string,
      alias: post.body.authorAlias as string,
      replyId: reply.body._id as string,
    },
    theirs: {
      postId: theirPost.body._id as string,
      alias: theirPost.body.authorAlias as string,
      replyId: theirReply.body._id as string,
    },
  };
}
