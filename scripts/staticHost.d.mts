export function serveLikeAHost(
  root: string,
  port?: number,
  replaced?: Map<string, string>,
): Promise<{ origin: string; sent: () => number; close: () => Promise<void> }>;
