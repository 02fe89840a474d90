'use client';
// Hands the locale's interface strings to client widgets without each importing a dictionary.
import { createContext, type ReactNode, useContext } from 'react';
import type { Messages } from '@/lib/i18n';

const MessagesContext = createContext<Messages | null>(null);

export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useMessages() needs a <MessagesProvider> above it');
  return messages;
}
