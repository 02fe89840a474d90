import Link from 'next/link';
import { DEFAULT_LOCALE, getMessages, localePath } from '@/lib/i18n';

export default function NotFound() {
  const messages = getMessages(DEFAULT_LOCALE);
  return (
    <div className="prose">
      <h1>{messages.notFound.title}</h1>
      <p>{messages.notFound.body}</p>
      <p>
        <Link href={localePath(DEFAULT_LOCALE, '/')}>{messages.notFound.home}</Link>
      </p>
    </div>
  );
}
