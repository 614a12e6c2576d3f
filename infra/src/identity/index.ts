export { authenticate, requireSession } from './authenticate.js';
export {
  originOf,
  ownOrigin,
  refuseCrossSiteWrite,
  type WriteOrigin,
  writeOriginFrom,
} from './crossSiteWrite.js';
export {
  formatSessionToken,
  hashSessionSecret,
  newSessionSecret,
  parseSessionToken,
} from './sessionToken.js';
export { type VerifiedSession, verifySession } from './sessionVerifier.js';
