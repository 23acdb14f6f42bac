import { describe, expect, it } from 'vitest';
import { renderTemplate, templateVariables } from './render-template';

const template = {
  subject: 'Welcome to {{siteName}}, {{username}}',
  html: '<p>Hello {{ username }}, you are number {{count}} at <a href="{{link}}">{{siteName}}</a></p>',
  text: 'Hello {{username}}, you are number {{count}}: {{link}}',
};

describe('renderTemplate', () => {
  it('fills every placeholder, escaping only the HTML body', () => {
    const rendered = renderTemplate(template, {
      siteName: 'Schools & Co',
      username: '<b>Ann</b> "O\'Neil"',
      count: 7,
      link: 'https://example.com/a?x=1&y=2',
    });
    expect(rendered.subject).toBe('Welcome to Schools & Co, <b>Ann</b> "O\'Neil"');
    expect(rendered.html).toBe(
      '<p>Hello &lt;b&gt;Ann&lt;/b&gt; &quot;O&#39;Neil&quot;, you are number 7 at ' +
        '<a href="https://example.com/a?x=1&amp;y=2">Schools &amp; Co</a></p>',
    );
    expect(rendered.text).toBe('Hello <b>Ann</b> "O\'Neil", you are number 7: https://example.com/a?x=1&y=2');
  });

  it('refuses to render with a missing variable, naming it', () => {
    expect(() => renderTemplate(template, { siteName: 'Schools', username: 'Ann', count: 1 })).toThrow(
      expect.objectContaining({ code: 'mail.variable.missing', field: 'variables.link' }),
    );
  });

  it('does not take a variable from the object prototype', () => {
    expect(() => renderTemplate({ subject: '{{constructor}}', html: '', text: '' }, {})).toThrow(
      expect.objectContaining({ code: 'mail.variable.missing' }),
    );
  });

  it('names the placeholders a template uses, each once', () => {
    expect(templateVariables(template)).toEqual(['siteName', 'username', 'count', 'link']);
    expect(templateVariables({ subject: 'Hi', html: '<p>{ x }</p>', text: '' })).toEqual([]);
  });

  it('leaves text without placeholders and unused variables alone', () => {
    const plain = { subject: 'Hi', html: '<p>{ not a placeholder }</p>', text: 'Hi' };
    expect(renderTemplate(plain, { extra: 'unused' })).toEqual(plain);
  });
});
