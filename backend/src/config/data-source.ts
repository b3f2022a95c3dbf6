import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../database/typeorm-options.js';
import { validateEnv } from './validate-env.js';

/** For the TypeORM CLI (`npx typeorm migration:run -d dist/config/data-source.js`); needs DATABASE_URL. */
const env = validateEnv();
if (!env.DATABASE_URL) throw new Error('Invalid setting DATABASE_URL: the migration CLI needs it');
export default new DataSource(typeOrmOptions(env.DATABASE_URL));
