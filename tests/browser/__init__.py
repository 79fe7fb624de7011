"""Browser tests: the app in Debian's Chromium, driven by Playwright."""
