'use client';
// Hands the locale and its interface strings to client widgets without each importing a dictionary;
// the locale is for links a widget writes (localePath), which must stay in the reader's language.
import { createContext, type ReactNode, useContext } from 'react';
import type { Messages } from '@/lib/i18n';
import type { Locale } from '@/lib/locales';

const MessagesContext = createContext<{ locale: Locale; messages: Messages } | null>(null);

export function MessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  return <MessagesContext.Provider value={{ locale, messages }}>{children}</MessagesContext.Provider>;
}

function useLocaleContext() {
  const context = useContext(MessagesContext);
  if (!context) throw new Error('useMessages() and useLocale() need a <MessagesProvider> above them');
  return context;
}

export function useMessages(): Messages {
  return useLocaleContext().messages;
}

export function useLocale(): Locale {
  return useLocaleContext().locale;
}
