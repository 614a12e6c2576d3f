export { authenticate, requireSession } from './authenticate.js';
export { loadUser } from './loadUser.js';
export {
  formatSessionToken,
  hashSessionSecret,
  newSessionSecret,
  parseSessionToken,
} from './sessionToken.js';
export { type VerifiedSession, verifySession } from './sessionVerifier.js';
