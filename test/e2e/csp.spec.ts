// The Content-Security-Policy of the static pages: every page carries one, the page itself runs
// without a single violation, and an injected inline script is really refused.
import { expect, test } from './fixtures';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.violatedDirective}: ${e.blockedURI}`),
    );
  });
});

for (const url of ['/', '/playground/', '/compare/', '/lessons/momentum/', '/zh-CN/', '/zh-CN/playground/']) {
  test(`CSP on ${url}: present and never violated`, async ({ page }) => {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // the page is interactive under the policy
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });
}

test('an inline script injected into the page is refused', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  expect(await page.evaluate(() => window.cspViolations.length)).toBeGreaterThan(0);
  // the browser says so on the console, as it should: that refusal, and only it, is expected here
  const refusal = (error: string) =>
    /Executing inline script violates the following Content Security Policy/.test(error);
  expect(consoleErrors.filter(refusal)).not.toEqual([]);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !refusal(error)));
});
