import { createTestApp, TEST_ADMIN } from './support/test-app.js';

// Passport keeps its strategies in one process-wide registry, so apps here run one at a time, like restarts.
describe('owner account from settings', () => {
  it('updates the owner password from ADMIN_PASSWORD at the next start', async () => {
    const renamed = await createTestApp({ ADMIN_PASSWORD: 'a-brand-new-password-123' });
    try {
      await renamed.http.post('/api/login').send(TEST_ADMIN).expect(401);
      await renamed.http.post('/api/login').send({ username: TEST_ADMIN.username, password: 'a-brand-new-password-123' }).expect(200);
    } finally {
      await renamed.close();
    }

    const restored = await createTestApp();
    try {
      await restored.http.post('/api/login').send(TEST_ADMIN).expect(200);
      const [{ count }] = await restored.dataSource.query('SELECT count(*)::int AS count FROM admin_users');
      expect(count).toBe(1);
    } finally {
      await restored.close();
    }
  });
});
