// The legal feature's public face for other features: the community guidelines' text (the
// create-post flow shows it too). The legal screens are loaded by app/ directly.
export { COMMUNITY_RULES, ENCOURAGED, NOT_ALLOWED } from './guidelinesContent';
