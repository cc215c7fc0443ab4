// A spec's own code samples (x-codeSamples) on the written page: each its own tab labelled by its
// `label` (two of one language both, in the spec's order), a language specpress does not generate
// as plain text named by its `lang`, and one replacing the generated sample of its language.
import { describe, expect, it } from 'vitest';
import { buildFixture, codeTextOf } from './helpers.js';

describe('x-codeSamples', () => {
  it('keeps each sample as its own tab, labelled by its label', async () => {
    const site = await buildFixture('openapi/custom-code-samples');
    expect(site.run.exitCode, site.run.output).toBe(0);
    const page = await site.page('api/index.html');
    const samples = (id: string) => page.getElementById(`operation/${id}`)!.closest('section')!.querySelector('.code-samples')!;
    const tabs = (id: string) =>
      samples(id)
        .querySelectorAll('[role="tab"]')
        .map((tab) => [tab.getAttribute('data-lang'), tab.text]);

    expect(tabs('listOrders')).toEqual([
      ['curl', 'cURL (EU)'],
      ['curl', 'cURL (US)'],
      ['python', 'Python'],
      ['node', 'Node.js'],
      ['httpie', 'HTTPie'],
    ]);
    const list = samples('listOrders');
    // Each tab controls its own panel, which holds its own sample.
    const panelText = (tabLabel: string) => {
      const tab = list.querySelectorAll('[role="tab"]').find((t) => t.text === tabLabel)!;
      return codeTextOf(list.querySelector(`[id="${tab.getAttribute('aria-controls')}"]`)!.querySelector('pre')!);
    };
    expect(panelText('cURL (EU)')).toBe('curl https://eu.api.example.com/orders');
    expect(panelText('cURL (US)')).toBe('curl https://us.api.example.com/orders');
    expect(panelText('HTTPie')).toBe('http GET https://api.example.com/orders');
    const ids = list.querySelectorAll('[id]').map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);

    // A sample of its own replaces the generated one of its language.
    expect(tabs('getOrder')).toEqual([
      ['curl', 'cURL'],
      ['python', 'Python'],
      ['node', 'Node.js'],
    ]);
    expect(codeTextOf(samples('getOrder').querySelector('.code-panel[data-lang="python"] pre')!)).toBe('client.orders.get("o-1")');
  });
});
