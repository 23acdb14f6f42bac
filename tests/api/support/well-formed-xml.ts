/**
 * A small XML well-formedness check for the files the app writes (sitemaps, feeds): one root,
 * tags closed in order, attributes quoted, only the five predefined entities or character
 * references, no stray `<` or `&`. Returns the first problem, or null. Not a validating parser;
 * enough to catch an unescaped URL or a tag left open.
 */
export function xmlProblem(xml: string): string | null {
  let rest = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const open: string[] = [];
  let roots = 0;
  while (rest.length > 0) {
    const text = /^[^<]*/.exec(rest)![0];
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text))
      return `bad entity in "${text.slice(0, 40)}"`;
    if (open.length === 0 && text.trim() !== '') return `text outside the root: "${text.slice(0, 40)}"`;
    rest = rest.slice(text.length);
    if (rest.length === 0) break;
    const tag = /^<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/.exec(rest);
    if (!tag) return `malformed tag at "${rest.slice(0, 40)}"`;
    const [whole, closing, name, attributes, selfClosing] = tag;
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(attributes ?? '')) {
      return `bad entity in attributes of <${name}>`;
    }
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes the wrong element`;
    } else if (!selfClosing) {
      if (open.length === 0) roots++;
      open.push(name!);
    } else if (open.length === 0) roots++;
    rest = rest.slice(whole.length);
  }
  if (open.length > 0) return `<${open.at(-1)}> is never closed`;
  return roots === 1 ? null : `${roots} root elements`;
}
