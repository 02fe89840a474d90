export function serveLikeAHost(
  root: string,
  port?: number,
): Promise<{ origin: string; sent: () => number; close: () => Promise<void> }>;
