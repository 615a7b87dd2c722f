/** Builds the OpenAPI 3.1 document of both backends from the zod contract. */
import { z } from 'zod/mini';
import { APP_VERSION, apiErrorSchema, HEADERS } from './common';
import type { Endpoint } from './endpoint';

type Contract = Readonly<Record<string, Endpoint>>;

function schemaOf(type: z.ZodMiniType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return schema;
}

function objectParameters(object: z.ZodMiniType, place: 'query' | 'path'): unknown[] {
  const schema = schemaOf(object, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    // OpenAPI: a path parameter is always required.
    required: place === 'path' || (schema.required ?? []).includes(name),
    schema: property,
  }));
}

export function buildOpenApi(options: { title: string; serverUrl: string; contract: Contract }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, call] of Object.entries(options.contract)) {
    const parameters: unknown[] = [
      { name: HEADERS.initData, in: 'header', required: call.path !== '/health', schema: { type: 'string' }, description: 'Raw messenger init data' },
      { name: HEADERS.client, in: 'header', required: false, schema: { type: 'string' } },
    ];
    if (call.movesValue) {
      parameters.push({ name: HEADERS.idempotencyKey, in: 'header', required: true, schema: { type: 'string', minLength: 8, maxLength: 128 } });
    }
    for (const header of call.headers ?? []) parameters.push({ name: header, in: 'header', required: true, schema: { type: 'string' } });
    if (call.params) parameters.push(...objectParameters(call.params, 'path'));
    if (call.query) parameters.push(...objectParameters(call.query, 'query'));
    const errorContent = { 'application/json': { schema: schemaOf(apiErrorSchema, 'output') } };
    paths[call.path] = {
      ...(paths[call.path] ?? {}),
      [call.method.toLowerCase()]: {
        operationId,
        summary: call.summary,
        parameters,
        ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(call.body, 'input') } } } } : {}),
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: schemaOf(call.response, 'output') } } },
          400: { description: 'Invalid request', content: errorContent },
          401: { description: 'Missing, forged or expired init data', content: errorContent },
          ...(call.movesValue ? { 409: { description: 'Idempotency key reused with another request', content: errorContent } } : {}),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: APP_VERSION.replace(/^v/, '') },
    servers: [{ url: options.serverUrl }],
    paths,
  };
}
