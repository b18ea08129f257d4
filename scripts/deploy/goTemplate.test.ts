/** @jest-environment node */
import { compileTemplates, TemplateError } from './goTemplate';

const render = (source: string, root: unknown, helpers = '') => compileTemplates({ '_helpers.tpl': helpers, 'x.yaml': source }).render('x.yaml', root);

describe('the Go-template subset that renders the chart', () => {
  it('reads fields, trims around {{- and -}}, and pipes through Helm\'s functions', () => {
    expect(render('a:\n  {{- .Values.b | quote }}\nc: {{ .Values.n | default 3 }}', { Values: { b: 'x"y', n: 0 } })).toBe('a:"x\\"y"\nc: 3');
    expect(render('{{ printf "%s-%s" .A .B | trunc 5 | trimSuffix "-" }}', { A: 'abcd', B: 'z' })).toBe('abcd');
    expect(render('m:{{ toYaml .M | nindent 2 }}', { M: { a: 1, b: [ 'x' ] } })).toBe('m:\n  a: 1\n  b:\n    - x');
  });

  it('takes the first true branch of if / else if / else, and "with" moves the dot', () => {
    const source = '{{ if .A }}a{{ else if and .B (not .C) }}b{{ else }}c{{ end }}{{ with .D }}/{{ .e }}{{ end }}';
    expect(render(source, { A: 1, D: { e: 'd' } })).toBe('a/d');
    expect(render(source, { B: true, C: '' })).toBe('b');
    expect(render(source, { B: true, C: [ 1 ] })).toBe('c');
  });

  it('includes defined templates with the context it is given, and $ is the root anywhere', () => {
    const helpers = '{{- define "label" -}}{{ .role }}@{{ .root.Name }}{{- end -}}';
    expect(render('{{ include "label" (dict "root" . "role" "api") }} {{ $.Name }}', { Name: 'r' }, helpers)).toBe('api@r r');
  });

  it('refuses what it does not implement, naming the file and line, rather than render it differently from Helm', () => {
    expect(() => render('a\n{{ range .L }}x{{ end }}', {})).toThrow(new TemplateError('x.yaml:2: "range" is not supported by this renderer'));
    expect(() => render('{{ .A | upper }}', { A: 'a' })).toThrow('function "upper" is not supported');
    expect(() => render('{{ required "rpc.url is required" .R }}', {})).toThrow('rpc.url is required');
    expect(() => render('{{ include "missing" . }}', {})).toThrow('no template named "missing"');
  });
});
