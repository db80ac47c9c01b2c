import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { gatewayTypeDefs } from '../../src/schema.js';

// Built here from the same SDL files the gateway loads (the gateway's own schema object comes
// from graphql-tools' copy of graphql, which this file's graphql functions cannot inspect).
const schema = buildSchema(gatewayTypeDefs({ testHelpers: true }).join('\n'));

/** Every named thing of the schema that Sandbox documents, as a readable coordinate. */
function undocumented(): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, description: string | null | undefined) => {
    if (description === null || description === undefined || description.trim() === '') missing.push(coordinate);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
    if (isUnionType(type)) check(type.name, type.description);
  }
  return missing;
}

describe('the schema', () => {
  it('documents every type, field, argument and enum value', () => {
    expect(undocumented()).toEqual([]);
  });

  it('makes the ESP account and the payout account one-of inputs', () => {
    const oneOf = (name: string) => {
      const type = schema.getType(name);
      return isInputObjectType(type) && type.isOneOf;
    };
    expect([oneOf('EspAccountInput'), oneOf('PayoutAccountInput')]).toEqual([true, true]);
  });

  it('is the schema printed in schema.graphql for frontend codegen', () => {
    const printed = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    expect(printSchema(lexicographicSortSchema(printed))).toBe(printSchema(lexicographicSortSchema(schema)));
  });
});
