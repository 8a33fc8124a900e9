export default async function globalTeardown() {
  const server = (globalThis as { __SITE_SERVER__?: { close: () => Promise<void> } }).__SITE_SERVER__;
  await server?.close();
}
