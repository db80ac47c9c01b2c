import { GraphQLError, Kind, type GraphQLScalarType, type ValueNode } from 'graphql';
import {
  DateTimeResolver,
  EmailAddressResolver,
  LocalDateResolver,
  PhoneNumberResolver,
  URLResolver,
} from 'graphql-scalars';
import { isCountryCodeAlpha3, isValidE164Phone } from '../../domain/contact.js';
import { MAX_DECIMAL_LENGTH, isDecimalString } from '../../domain/money.js';
import type { Resolvers } from '../../generated/graphql.js';
import { UploadedFile } from '../../platform/uploaded-file.js';

interface ScalarBehaviour {
  serialize: (value: unknown) => unknown;
  parseValue: (value: unknown) => unknown;
  parseLiteral: (ast: ValueNode) => unknown;
}

// makeExecutableSchema copies every property of a scalar resolver onto the SDL's scalar, the
// description included. Handing it only the three functions keeps the name and description of
// schema/base.graphql, so Sandbox and the printed schema.graphql agree; the cast is what the
// Resolvers type needs for a scalar entry.
function scalar(behaviour: ScalarBehaviour): GraphQLScalarType {
  return behaviour as unknown as GraphQLScalarType;
}

function behaviourOf(type: GraphQLScalarType): GraphQLScalarType {
  return scalar({
    serialize: (value) => type.serialize(value),
    parseValue: (value) => type.parseValue(value),
    parseLiteral: (ast) => type.parseLiteral(ast, undefined),
  });
}

// Well beyond any amount or rate; the per-field limit (6 for stablecoins, 2 for fiat) is checked by resolvers.
const MAX_FRACTION_DIGITS = 18;

function decimalText(value: unknown): string {
  if (typeof value !== 'string') {
    throw new GraphQLError('A Decimal is written as a string, e.g. "1500.25", so that no float rounds it.');
  }
  if (value.length > MAX_DECIMAL_LENGTH) {
    throw new GraphQLError(`A Decimal has at most ${MAX_DECIMAL_LENGTH} characters; this one has ${value.length}.`);
  }
  if (!isDecimalString(value, MAX_FRACTION_DIGITS)) {
    throw new GraphQLError(`"${value.slice(0, 40)}" is not a Decimal: write digits with an optional "." and fraction, e.g. "1500.25".`);
  }
  return value;
}

function e164(value: unknown): string {
  if (typeof value !== 'string' || !isValidE164Phone(value)) {
    throw new GraphQLError('A PhoneNumber is written in E.164 form: "+", country code and number, e.g. "+2348012345678".');
  }
  return value;
}

function alpha3(value: unknown): string {
  if (typeof value !== 'string' || !isCountryCodeAlpha3(value)) {
    throw new GraphQLError('A CountryCodeAlpha3 is an assigned ISO 3166-1 alpha-3 code in upper case, e.g. "NGA".');
  }
  return value;
}

function uploaded(value: unknown): UploadedFile {
  if (value instanceof UploadedFile) return value;
  throw new GraphQLError('An Upload is a file sent with the operation as a multipart request (the GraphQL multipart request spec), in the variable the map names.');
}

// graphql-scalars' DateTime serializes to the Date itself, which JSON.stringify then turns into
// the same ISO text through Date's toJSON: a call per value that costs more than writing the text
// here. An in-process reader of a result (executeOperation) gets the text the wire carries.
function isoDateTime(type: GraphQLScalarType): GraphQLScalarType {
  return scalar({
    serialize: (value) => {
      const serialized = type.serialize(value);
      return serialized instanceof Date ? serialized.toISOString() : serialized;
    },
    parseValue: (value) => type.parseValue(value),
    parseLiteral: (ast) => type.parseLiteral(ast, undefined),
  });
}

export const scalarResolvers: Resolvers = {
  DateTime: isoDateTime(DateTimeResolver),
  Date: behaviourOf(LocalDateResolver),
  EmailAddress: behaviourOf(EmailAddressResolver),
  URL: behaviourOf(URLResolver),
  // graphql-scalars also lets national forms through; the provider takes E.164 only.
  PhoneNumber: scalar({
    serialize: (value) => PhoneNumberResolver.serialize(value),
    parseValue: (value) => e164(PhoneNumberResolver.parseValue(value)),
    parseLiteral: (ast) => e164(PhoneNumberResolver.parseLiteral(ast, undefined)),
  }),
  CountryCodeAlpha3: scalar({
    serialize: alpha3,
    parseValue: alpha3,
    parseLiteral: (ast) => alpha3(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  Decimal: scalar({
    serialize: decimalText,
    parseValue: decimalText,
    parseLiteral: (ast) => decimalText(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  Upload: scalar({
    serialize: () => {
      throw new GraphQLError('An Upload is only ever sent, never answered.');
    },
    parseValue: uploaded,
    parseLiteral: uploaded,
  }),
};
