// What a message may repeat of what a person typed or pasted: bounded, so a 5,000-digit number or a
// whole pasted page cannot flood the page, and cut by code point, so an emoji is never split.
export const ECHO_LIMIT = 24;

export function echo(text: string): string {
  const chars = Array.from(text);
  return chars.length > ECHO_LIMIT ? `${chars.slice(0, ECHO_LIMIT).join('')}…` : text;
}
