/** The routes of the OpenAPI document (GET /api/docs), in the shape the fuzzer works with. */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  [key: string]: unknown;
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };

export type Operation = {
  /** "GET /api/v1/products": names the route in reports and in FUZZ_ROUTE. */
  id: string;
  method: string;
  path: string;
  summary: string;
  parameters: Parameter[];
  /** The JSON request body, when the route documents one. */
  body?: { schema: JsonSchema; required: boolean };
  /** Documented success statuses, each with its JSON schema (undefined: not JSON, e.g. a page or a file). */
  responses: Map<number, JsonSchema | undefined>;
  /** A server-rendered form post (checked by Origin): it answers HTML to form submissions, errors included. */
  form: boolean;
};

type OpenApiOperation = {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

export type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, OpenApiOperation>> };

/** formRoutes: "METHOD /path" of the routes registered as HTML form posts. */
export function operationsOf(doc: OpenApiDocument, formRoutes: Set<string> = new Set()): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push(operationOf(method.toUpperCase(), path, op, formRoutes.has(`${method.toUpperCase()} ${path}`)));
    }
  }
  return operations;
}

function operationOf(method: string, path: string, op: OpenApiOperation, form: boolean): Operation {
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const responses = new Map<number, JsonSchema | undefined>();
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    // Error answers are documented for every route; the error-shape oracle judges them.
    if (Number(status) >= 400) continue;
    const schema = response.content?.['application/json']?.schema;
    responses.set(Number(status), schema ? toDraft7(schema) : undefined);
  }
  return {
    id: `${method} ${path}`,
    method,
    path,
    summary: op.summary ?? '',
    parameters: (op.parameters ?? []).map((p) => ({
      name: p.name,
      in: p.in as Parameter['in'],
      required: p.required ?? false,
      schema: toDraft7(p.schema ?? {}),
    })),
    body: bodySchema ? { schema: toDraft7(bodySchema), required: op.requestBody?.required ?? false } : undefined,
    responses,
    form,
  };
}

/**
 * OpenAPI 3.0 schemas are JSON Schema draft 4 flavoured: `nullable`, and boolean exclusive bounds.
 * Rewrites them to draft 7, which ajv validates and the generators read.
 */
function toDraft7(schema: JsonSchema): JsonSchema {
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties') out.properties = mapValues(value as Record<string, JsonSchema>, toDraft7);
    else if (key === 'items' || key === 'not') out[key] = toDraft7(value as JsonSchema);
    else if (key === 'additionalProperties' && typeof value === 'object')
      out.additionalProperties = toDraft7(value as JsonSchema);
    else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') out[key] = (value as JsonSchema[]).map(toDraft7);
    else if (key !== 'nullable' && key !== 'exclusiveMinimum' && key !== 'exclusiveMaximum') out[key] = value;
  }
  if (schema.exclusiveMinimum === true && schema.minimum !== undefined) {
    delete out.minimum;
    out.exclusiveMinimum = schema.minimum;
  } else if (typeof schema.exclusiveMinimum === 'number') out.exclusiveMinimum = schema.exclusiveMinimum;
  if (schema.exclusiveMaximum === true && schema.maximum !== undefined) {
    delete out.maximum;
    out.exclusiveMaximum = schema.maximum;
  } else if (typeof schema.exclusiveMaximum === 'number') out.exclusiveMaximum = schema.exclusiveMaximum;
  if (schema.nullable) return nullableOf(out);
  return out;
}

function nullableOf(schema: JsonSchema): JsonSchema {
  if (schema.enum) {
    const values = schema.enum.filter((v) => v !== null);
    return values.length === 0 ? { type: 'null' } : { anyOf: [{ ...schema, enum: values }, { type: 'null' }] };
  }
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function mapValues<T, U>(record: Record<string, T>, fn: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]));
}
