// The domain's rules: deciders, command handling, aliases, user state, the content gate
// and stream names. Depends on `@mohalla/contracts` only (issue 15).
export {};
