import {describe, expect, it} from 'vitest';
import {pruneToWritten, type PlannedItem} from '../../src/utils/sidebarPlan';

const plan: PlannedItem[] = [
  'a',
  {label: 'Cat', key: 'cat', index: 'cat/index', items: ['cat/one', 'cat/two']},
  {label: 'Empty', key: 'empty', index: 'empty/index', items: ['empty/one']},
  {label: 'Only index', key: 'only', index: 'only/index', items: ['only/missing']},
];

describe('pruneToWritten', () => {
  it('keeps written docs and categories with written pages, in plan order', () => {
    const written = new Set(['a', 'cat/two', 'cat/index']);
    expect(pruneToWritten(plan, (id) => written.has(id))).toEqual([
      {type: 'doc', id: 'a'},
      {
        type: 'category',
        label: 'Cat',
        key: 'cat',
        collapsed: true,
        link: {type: 'doc', id: 'cat/index'},
        items: [{type: 'doc', id: 'cat/two'}],
      },
    ]);
  });

  it('turns a category whose only written page is its index into that page', () => {
    expect(pruneToWritten(plan, (id) => id === 'only/index')).toEqual([{type: 'doc', id: 'only/index'}]);
  });

  it('keeps a category without its index page when children exist', () => {
    const [category] = pruneToWritten(plan, (id) => id === 'cat/one');
    expect(category).toMatchObject({type: 'category', items: [{type: 'doc', id: 'cat/one'}]});
    expect(category).not.toHaveProperty('link');
  });

  it('returns nothing when nothing is written', () => {
    expect(pruneToWritten(plan, () => false)).toEqual([]);
  });
});
