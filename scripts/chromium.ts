// The browser the scripts and the browser tests drive: Debian's Chromium with the flags that keep it off the closed
// network (README, "Set-up"), and the viewports they measure and test at.

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
