import { createTestApp, type TestApp } from './support/test-app.js';

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, unknown>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Answers that carry no body by design: no content, a redirect. */
const BODYLESS_STATUSES = new Set(['204', '301', '302', '303', '307', '308']);

// /api/docs is generated from the routes: every route shows the JSON it takes and the JSON it answers with,
// as declared once in backend/src/contracts (the browser's types come from the same declarations).
describe('API docs (/api/docs)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
  });
  afterAll(() => t.close());

  /** A schema that says something: an object with its fields, an array of such, a union, or a plain type. */
  const describesBody = (schema: Schema | undefined): boolean => {
    if (!schema) return false;
    if (schema.$ref) return describesBody(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
    if (schema.anyOf ?? schema.oneOf) return (schema.anyOf ?? schema.oneOf)!.every(describesBody);
    if (schema.type === 'array') return describesBody(schema.items);
    if (schema.type === 'object') return Object.keys(schema.properties ?? {}).length > 0;
    return typeof schema.type === 'string';
  };

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );

  it('lists the routes', () => {
    expect(operations().length).toBeGreaterThan(40);
  });

  it('shows the answer of every route', () => {
    const undescribed = operations()
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses).filter(([status]) => /^[23]\d\d$/.test(status));
        if (success.length === 0) return true;
        return !success.every(([status, response]) =>
          response.content ? Object.values(response.content).every((media) => describesBody(media.schema)) : BODYLESS_STATUSES.has(status),
        );
      })
      .map(({ route }) => route);
    expect(undescribed).toEqual([]);
  });

  it('shows the body of every route that takes one', () => {
    const undescribed = operations()
      .filter(({ operation }) => operation.requestBody && !Object.values(operation.requestBody.content).every((media) => describesBody(media.schema)))
      .map(({ route }) => route);
    expect(undescribed).toEqual([]);
  });
});
