import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 14: SPEC.md writes Portuguese without accents ('nao', 'Voce'); the pt-BR messages must not.
// Lists every pt-BR message containing a common unaccented form of a word that needs an accent.

const UNACCENTED = [
  'nao',
  'voce',
  'voces',
  'conteudo',
  'conteudos',
  'minimo',
  'minima',
  'maximo',
  'maxima',
  'modulo',
  'modulos',
  'configuracao',
  'configuracoes',
  'video',
  'videos',
  'titulo',
  'titulos',
  'descricao',
  'informacao',
  'informacoes',
  'possivel',
  'invalido',
  'invalida',
  'invalidos',
  'obrigatorio',
  'obrigatoria',
  'numero',
  'pagina',
  'paginas',
  'usuario',
  'usuarios',
  'codigo',
  'midia',
  'tambem',
  'entao',
  'edicao',
  'opcao',
  'opcoes',
  'botao',
  'botoes',
  'secao',
  'acao',
  'acoes',
  'permissao',
  'publico',
  'comentario',
  'comentarios',
  'proximo',
  'proxima',
  'ultimo',
  'ultima',
  'unico',
  'historico',
  'notificacao',
  'notificacoes',
  'padrao',
  'cabecalho',
  'rodape',
  'inicio',
  'pontuacao',
  'nivel',
  'niveis',
  'duvidas',
  'alteracao',
  'alteracoes',
  'selecao',
  'formulario',
  'sao',
  'posicao',
  'atencao',
  'exclusao',
  'publicacao',
  'necessario',
  'disponivel',
  'periodo',
  'horario',
  'concluido',
  'concluida',
  'ate',
  'automatico',
  'animacao',
  'versao',
  'sequencia',
  'atualizacao',
  'duracao',
  'transicao',
  'parametro',
];

/** Messages that quote an unaccented word on purpose. */
// 'Panda Video' is a brand's name (video.badUrl, video.orUrl)
const ALLOWED = new Set(['search.emptyHint', 'video.badUrl', 'video.orUrl']);

function* entries(value: unknown, key: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* entries(v, key ? `${key}.${k}` : k);
}

describe('pt-BR messages', () => {
  it('have their accents (no common unaccented form copied from SPEC.md)', () => {
    const dir = path.resolve(import.meta.dirname, '../../messages/pt-BR');
    const words = new RegExp(`(?<![\\p{L}])(${UNACCENTED.join('|')})(?![\\p{L}])`, 'iu');
    const found: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const ns = file.replace(/\.json$/, '');
      const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      for (const [key, text] of entries(json, ns)) {
        // ICU arguments ({count}, {name}) are names, not Portuguese
        const prose = text.replace(/\{\s*\w+\s*[,}]/g, '{');
        const m = prose.match(words);
        if (m && !ALLOWED.has(key)) found.push(`${key}: "${m[1]}" in ${JSON.stringify(text)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('show no English words the pt-BR UI used to leak', () => {
    const dir = path.resolve(import.meta.dirname, '../../messages/pt-BR');
    const english = /\b(Home|Header|Footer|edit mode|Sub headline|Embed|Notifications|Close)\b/;
    const found: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      for (const [key, text] of entries(json, file.replace(/\.json$/, '')))
        if (english.test(text)) found.push(`${key}: ${JSON.stringify(text)}`);
    }
    expect(found).toEqual([]);
  });
});
