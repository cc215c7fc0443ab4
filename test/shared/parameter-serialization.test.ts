// The one parameter serialiser against OpenAPI's own table (3.1.1/3.2 §Style Examples: color as
// "blue", ["blue","black","brown"] and {"R":100,"G":200,"B":150}), and what the table leaves to
// the rest of the spec: allowReserved, `content` parameters, headers and cookies.
import { describe, expect, it } from 'vitest';
import { cookieHeader, serializeParameter, type ParameterEncoding } from '../../src/shared/parameter-serialization.js';

const STRING = 'blue';
const ARRAY = ['blue', 'black', 'brown'];
const OBJECT = { R: 100, G: 200, B: 150 };

// [style, explode, string, array, object] as the table writes them (query rows without their `?`).
const PATH_TABLE = [
  ['matrix', false, ';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150'],
  ['matrix', true, ';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150'],
  ['label', false, '.blue', '.blue,black,brown', '.R,100,G,200,B,150'],
  ['label', true, '.blue', '.blue.black.brown', '.R=100.G=200.B=150'],
  ['simple', false, 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', true, 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
] as const;

const QUERY_TABLE = [
  ['form', false, 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  ['form', true, 'color=blue', 'color=blue&color=black&color=brown', 'R=100&G=200&B=150'],
  ['spaceDelimited', false, undefined, 'color=blue%20black%20brown', 'color=R%20100%20G%20200%20B%20150'],
  ['pipeDelimited', false, undefined, 'color=blue%7Cblack%7Cbrown', 'color=R%7C100%7CG%7C200%7CB%7C150'],
  ['deepObject', true, undefined, undefined, 'color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150'],
] as const;

const text = (p: Omit<ParameterEncoding, 'name'>, value: Parameters<typeof serializeParameter>[1]) => serializeParameter({ name: 'color', ...p }, value).text;

describe('the style examples of the OpenAPI specification', () => {
  it.each(PATH_TABLE)('path %s, explode %s', (style, explode, string, array, object) => {
    expect([text({ in: 'path', style, explode }, STRING), text({ in: 'path', style, explode }, ARRAY), text({ in: 'path', style, explode }, OBJECT)]).toEqual([string, array, object]);
  });

  it.each(QUERY_TABLE)('query %s, explode %s', (style, explode, string, array, object) => {
    const write = (value: Parameters<typeof serializeParameter>[1]) => text({ in: 'query', style, explode }, value);
    if (string !== undefined) expect(write(STRING)).toBe(string);
    if (array !== undefined) expect(write(ARRAY)).toBe(array);
    expect(write(OBJECT)).toBe(object);
  });

  it('uses each place’s default style: form, exploded, for query; simple for path and header', () => {
    expect(text({ in: 'query' }, ARRAY)).toBe('color=blue&color=black&color=brown');
    expect(text({ in: 'path' }, ARRAY)).toBe('blue,black,brown');
    expect(text({ in: 'header' }, OBJECT)).toBe('R,100,G,200,B,150');
    expect(text({ in: 'path', style: 'matrix' }, '')).toBe(';color');
    expect(text({ in: 'path', style: 'label' }, '')).toBe('.');
    expect(text({ in: 'query' }, '')).toBe('color=');
  });
});

describe('what goes around the table', () => {
  it('percent-encodes values (not the delimiters), and keeps reserved characters with allowReserved', () => {
    expect(text({ in: 'query', explode: false }, ['a,b', "it's (x)"])).toBe('color=a%2Cb,it%27s%20%28x%29');
    expect(text({ in: 'path' }, 'a/b?c')).toBe('a%2Fb%3Fc');
    expect(text({ in: 'query', allowReserved: true }, 'a/b?c:d,e&f=g#h[i]%41 %zz')).toBe('color=a/b?c:d,e%26f%3Dg%23h%5Bi%5D%41%20%25zz');
    // allowReserved is a query field: a path value still cannot add segments.
    expect(text({ in: 'path', allowReserved: true }, 'a/b')).toBe('a%2Fb');
  });

  it('writes a `content` parameter as its media type: JSON as compact JSON', () => {
    expect(text({ in: 'query', contentType: 'application/json' }, { a: [1, 2] })).toBe('color=%7B%22a%22%3A%5B1%2C2%5D%7D');
    expect(text({ in: 'header', contentType: 'application/json' }, { a: 'b c' })).toBe('{"a":"b c"}');
    expect(text({ in: 'query', contentType: 'text/plain' }, 'x y')).toBe('color=x%20y');
  });

  it('sends headers as they are and cookies as one Cookie header', () => {
    expect(text({ in: 'header' }, ['a b', 'c'])).toBe('a b,c');
    const session = serializeParameter({ name: 'session', in: 'cookie' }, 'abc 1');
    const ids = serializeParameter({ name: 'ids', in: 'cookie', style: 'form', explode: false }, [1, 2]);
    const prefs = serializeParameter({ name: 'prefs', in: 'cookie', style: 'cookie' }, ['x y', 'z']);
    expect(cookieHeader([session, ids, prefs])).toBe('session=abc%201; ids=1,2; prefs=x y; prefs=z');
  });

  it('writes deepObject arrays and nested objects in the bracket syntax servers read (the table leaves them undefined)', () => {
    expect(text({ in: 'query', style: 'deepObject' }, ['customer', 'invoice'])).toBe('color%5B%5D=customer&color%5B%5D=invoice');
    expect(text({ in: 'query', style: 'deepObject' }, { a: { b: 1 }, c: [2, 3] })).toBe('color%5Ba%5D%5Bb%5D=1&color%5Bc%5D%5B%5D=2&color%5Bc%5D%5B%5D=3');
  });

  it('gives the query pairs as sent, so Python can pass them as params', () => {
    expect(serializeParameter({ name: 'color', in: 'query', style: 'deepObject' }, OBJECT).pairs).toEqual([
      ['color%5BR%5D', '100'],
      ['color%5BG%5D', '200'],
      ['color%5BB%5D', '150'],
    ]);
  });
});
