import { describe, expect, it } from 'vitest';
import {
  escapeValue,
  MAIL_TEMPLATES,
  mailTemplateOf,
  placeholdersIn,
  render,
  renderMail,
  requestDecisionValues,
  sampleValues,
  templateTextProblems,
  validateTemplate,
} from './templates';

describe('validateTemplate', () => {
  it('accepts known placeholders and sections, and text with single braces', () => {
    expect(validateTemplate('Hello {{name}}, { not a placeholder }', ['name'])).toEqual([]);
    expect(
      validateTemplate('{{ name }}{{#reason}}R: {{reason}}{{/reason}}', ['name', 'reason']),
    ).toEqual([]);
  });

  it('refuses an unknown placeholder, naming it once', () => {
    const problems = validateTemplate('Hi {{nmae}} and {{nmae}} from {{name}}', ['name']);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.placeholder).toBe('nmae');
    expect(problems[0]?.message).toContain('{{nmae}}');
    expect(problems[0]?.message).toContain('{{name}}');
  });

  it('refuses malformed braces', () => {
    for (const source of ['Hi {{name', 'Hi name}}', 'Hi {{}}', 'Hi {{{name}}}', 'Hi {{na me}}']) {
      const problems = validateTemplate(source, ['name']);
      expect(problems, source).toHaveLength(1);
      expect(problems[0]?.placeholder, source).toBeUndefined();
    }
  });

  it('refuses sections that are not closed or closed out of order', () => {
    expect(validateTemplate('{{#a}}x', ['a'])[0]?.message).toContain('never closed');
    expect(validateTemplate('{{#a}}{{#b}}{{/a}}{{/b}}', ['a', 'b'])[0]?.message).toContain(
      'not open',
    );
  });
});

describe('render', () => {
  it('replaces placeholders and never reads a value as template text', () => {
    expect(render('Hi {{name}}!', { name: '{{secret}}' })).toBe('Hi {{secret}}!');
    expect(render('Hi {{name}}{{missing}}.', { name: 'Ada' })).toBe('Hi Ada.');
  });

  it('keeps a section only when its value is not empty', () => {
    const source = 'A{{#reason}} because {{reason}}{{/reason}}.';
    expect(render(source, { reason: 'late' })).toBe('A because late.');
    expect(render(source, { reason: '' })).toBe('A.');
    expect(render(source, {})).toBe('A.');
  });

  it('keeps a subject on one line whatever the values hold', () => {
    const subject = render('Invoice {{n}}', { n: '1\r\nBcc: evil@example.org' }, 'subject');
    expect(subject).toBe('Invoice 1 Bcc: evil@example.org');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(escapeValue('a\u2028b\u0000c', 'subject')).toBe('a b c');
  });

  it('keeps paragraphs of a value in a plain-text body but drops control characters', () => {
    expect(render('{{reply}}', { reply: 'one\r\ntwo\u0007' })).toBe('one\ntwo');
  });

  it('escapes HTML in an HTML part, values and text alike', () => {
    const html = render('<b>{{name}}</b>', { name: '<script>alert("x")</script> & \'y\'' }, 'html');
    expect(html).toBe(
      '&lt;b&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;&lt;/b&gt;',
    );
  });
});

describe('the registry', () => {
  it('has one template per key, each valid with its own placeholders and using them all', () => {
    const keys = MAIL_TEMPLATES.map((template) => template.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const template of MAIL_TEMPLATES) {
      expect(templateTextProblems(template, template), template.key).toEqual([]);
      const used = new Set([...placeholdersIn(template.subject), ...placeholdersIn(template.body)]);
      for (const spec of template.placeholders) {
        if (template.key.startsWith('onboarding-')) continue; // shared set, not all in each
        if (template.key === 'reference-request' || template.key === 'registration-confirm')
          continue;
        expect(used.has(spec.name), `${template.key} ${spec.name}`).toBe(true);
      }
    }
  });

  it('covers the mails the product sends, the six onboarding e-mails and the helpdesk', () => {
    for (const key of [
      'password-reset',
      'registration-confirm',
      'registration-existing',
      'reference-request',
      'reference-reminder',
      'invoice',
      'finance-request-decision',
      'student-request-decision',
      'onboarding-accounts',
      'onboarding-vle',
      'onboarding-academic',
      'onboarding-studySkills',
      'onboarding-residential',
      'onboarding-location',
      'ticket-reply',
      'ticket-raised',
    ]) {
      expect(mailTemplateOf(key), key).toBeDefined();
    }
    expect(mailTemplateOf('nope')).toBeUndefined();
  });

  it('names a subject with a line break and an unknown placeholder by field', () => {
    const template = mailTemplateOf('password-reset');
    if (!template) throw new Error('missing');
    const problems = templateTextProblems(template, {
      subject: 'Hi\n{{name}}',
      body: 'Go to {{url}}',
    });
    expect(problems.map((problem) => [problem.field, problem.placeholder])).toEqual([
      ['subject', undefined],
      ['body', 'url'],
    ]);
  });

  it('renders the decision mails as they read before templates', () => {
    const template = mailTemplateOf('student-request-decision');
    if (!template) throw new Error('missing');
    const values = requestDecisionValues({
      firstName: 'Ada',
      decision: 'Rejected',
      reason: 'Too late',
      type: 'recording',
    });
    expect(renderMail(template, values)).toEqual({
      subject: 'Your request: recording Rejected',
      text:
        'Hello Ada,\n\nYour recording request has been rejected.\n\nReason: Too late\n\n' +
        'You can see it in the forms area of Collegium.',
    });
    const finance = mailTemplateOf('finance-request-decision');
    if (!finance) throw new Error('missing');
    const refused = requestDecisionValues({
      firstName: 'Ada',
      decision: 'Rejected',
      finance: true,
    });
    expect(renderMail(finance, refused).text).toBe(
      'Hello Ada,\n\nYour finance request has been refused.\n\nYou can see it in the forms area of Collegium.',
    );
    expect(Object.keys(sampleValues(finance))).toContain('reason');
  });
});
