/**
 * Refuses user-visible text written literally in JSX: every string goes through i18next.
 * Text made only of digits, punctuation, symbols or whitespace is allowed (separators, "404").
 * Literal strings in user-visible attributes (aria-label, title, placeholder, alt, label) are refused too.
 */
const visibleAttributes = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-description',
]);
const hasLetters = (s) => /\p{L}/u.test(s);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in JSX must come from i18next (t()).' },
    messages: { literal: 'Literal text "{{text}}" in JSX: use t() from react-i18next.' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetters(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const e = node.expression;
        if (e.type === 'Literal' && typeof e.value === 'string' && hasLetters(e.value))
          report(node, e.value);
        if (
          e.type === 'TemplateLiteral' &&
          e.quasis.some((q) => hasLetters(q.value.cooked ?? ''))
        ) {
          report(node, e.quasis.map((q) => q.value.cooked).join('…'));
        }
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!visibleAttributes.has(name) || !node.value) return;
        if (
          node.value.type === 'Literal' &&
          typeof node.value.value === 'string' &&
          hasLetters(node.value.value)
        ) {
          report(node, node.value.value);
        }
      },
    };
  },
};
