// The v1 contract rules that a schema change can break without any resolver noticing: every
// element is described, every instant is a DateTime, and every `id` names one object worldwide.
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const schema: GraphQLSchema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const ownTypes: GraphQLNamedType[] = Object.values(schema.getTypeMap()).filter(
  (type) => !type.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name),
);

/** Every schema element lacking a description, as `Type`, `Type.field`, `Type.field(arg)` or `Enum.VALUE`. */
function undescribed(types: readonly GraphQLNamedType[]): string[] {
  const missing: string[] = [];
  const blank = (text: string | null | undefined) => !text || text.trim() === '';
  for (const type of types) {
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

/** Names that say a value is an instant. */
const INSTANT_NAME = /(?:At|Instant)$/;

describe('every schema element is described', () => {
  it('types, fields, arguments, input fields and enum values all carry a description', () => {
    expect(undescribed(ownTypes)).toEqual([]);
  });

  it('descriptions speak for themselves: no pointer into documents a reader does not have', () => {
    const texts: string[] = [];
    for (const type of ownTypes) {
      texts.push(type.description ?? '');
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          texts.push(field.description ?? '');
          if ('args' in field) for (const arg of field.args) texts.push(arg.description ?? '');
        }
      }
      if (isEnumType(type)) for (const value of type.getValues()) texts.push(value.description ?? '');
    }
    expect(texts.filter((text) => /§|\b(?:api|report|service|clients|style)\.md\b/.test(text))).toEqual([]);
  });
});

describe('instants are DateTime', () => {
  it('no field or input field named like an instant is a String', () => {
    const strings: string[] = [];
    for (const type of ownTypes) {
      if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        if (INSTANT_NAME.test(field.name) && String(getNamedType(field.type)) !== 'DateTime') strings.push(`${type.name}.${field.name}`);
      }
    }
    expect(strings).toEqual([]);
  });
});

describe('ids are globally unique', () => {
  it('only Node types have an `id` field, and it is an ID', () => {
    const nodeInterface = schema.getType('Node');
    const offenders: string[] = [];
    for (const type of ownTypes) {
      if (!(isObjectType(type) || isInterfaceType(type))) continue;
      const id = type.getFields().id;
      if (!id) continue;
      const isNode = type === nodeInterface || (isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'));
      if (!isNode || String(id.type) !== 'ID!') offenders.push(`${type.name}.id: ${String(id.type)}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('finds an undescribed field, argument, input field and enum value', () => {
    const sample = buildSchema(`
      "described" type Query { a(x: Int): Int }
      input I { b: Int }
      enum E { C }
    `);
    const types = ['Query', 'I', 'E'].flatMap((name) => sample.getType(name) ?? []);
    const found = undescribed(types);
    expect(found).toEqual(['Query.a', 'Query.a(x)', 'I', 'I.b', 'E', 'E.C']);
  });
});
