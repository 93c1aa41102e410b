import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(__dirname, '..', '.data');
export const OUTBOX_FILE = path.join(E2E_DATA_DIR, 'outbox', 'outbox.jsonl');
export const ADMIN = { email: 'admin@nclude.local', password: 'Admin@12345' };
export const ORG = { email: 'org@nclude.local', password: 'Org@12345' };
