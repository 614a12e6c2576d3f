import { createContext } from 'react';

/** Opens the "You need to login to {action}" prompt. Provided by `<LoginPromptProvider>`. */
export interface LoginPrompt {
  ask(action: string): void;
}

export const LoginPromptContext = createContext<LoginPrompt | null>(null);
