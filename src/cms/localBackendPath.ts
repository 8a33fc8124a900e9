/**
 * Where the editing screen asks for Decap's local backend, on its own origin: under `npm run cms`, the dev server
 * answers there with decap-server's file-system backend (gatsby/cms/localBackend.ts).
 */
export const LOCAL_BACKEND_PATH = "/api/v1";
