import { z } from 'zod';
import type { EntityDefinition } from './define';
import { fieldLabel } from './present';

/** Defaults of a form field (spec §5 "Form schema defaults"). */
export const FORM_FIELD_DEFAULTS = { type: 'text', width: 6, dense: true } as const;

export interface FormField {
  name: string;
  label: string;
  type:
    | 'text'
    | 'email'
    | 'date'
    | 'datetime'
    | 'number'
    | 'checkbox'
    | 'select'
    | 'list'
    | 'group';
  required: boolean;
  width: number;
  dense: boolean;
  options?: string[];
  default?: unknown;
  maxLength?: number;
}

interface JsonSchemaNode {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  default?: unknown;
  maxLength?: number;
  anyOf?: JsonSchemaNode[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
}

// A nullable field is `anyOf: [X, null]`: the field's own type is the non-null branch.
function nonNull(node: JsonSchemaNode): JsonSchemaNode {
  const branch = node.anyOf?.find((option) => option.type !== 'null');
  return branch ? { ...branch, default: node.default ?? branch.default } : node;
}

function typeOf(node: JsonSchemaNode): FormField['type'] {
  if (node.enum) return 'select';
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  if (type === 'string') {
    if (node.format === 'email') return 'email';
    if (node.format === 'date') return 'date';
    if (node.format === 'date-time') return 'datetime';
    return FORM_FIELD_DEFAULTS.type;
  }
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'checkbox';
  if (type === 'array') return 'list';
  if (type === 'object') return 'group';
  return FORM_FIELD_DEFAULTS.type;
}

/** The form schema of an entity (`GET /api/{entity}?schema`): its writable fields, in order. */
export function formSchema(entity: EntityDefinition): {
  entity: string;
  label: string;
  fields: FormField[];
} {
  const json = z.toJSONSchema(entity.inputSchema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchemaNode;
  const required = new Set(json.required ?? []);
  const fields = Object.entries(json.properties ?? {})
    .filter(([name]) => name !== 'id')
    .map(([name, raw]): FormField => {
      const node = nonNull(raw);
      return {
        name,
        label: fieldLabel(entity, name),
        type: typeOf(node),
        required: required.has(name),
        width: FORM_FIELD_DEFAULTS.width,
        dense: FORM_FIELD_DEFAULTS.dense,
        ...(node.enum ? { options: node.enum.map(String) } : {}),
        ...(node.default !== undefined ? { default: node.default } : {}),
        ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
      };
    });
  return { entity: entity.name, label: entity.label, fields };
}
