import { describe, expect, it } from 'vitest';
import { chunksOf } from './chunks';
import type { ListRecord } from './parse';

describe('a client list cut into chunks', () => {
  it('each chunk holds its rows and, for each of its emails, the first row of the whole file that uses it', () => {
    const records: ListRecord[] = [
      { row: 2, values: { email: 'a@x.test' } },
      { row: 3, values: { email: 'b@x.test', spouse_email: 'c@x.test' } },
      { row: 4, values: { email: 'A@x.test' } },
      { row: 5, values: {} },
      { row: 6, values: { spouse_email: 'b@x.test' } },
    ];
    const chunks = chunksOf('individuals', records, 2);
    expect(chunks.map((c) => c.records.map((r) => r.row))).toEqual([[2, 3], [4, 5], [6]]);
    expect(chunks.map((c) => c.firstRowOfEmail)).toEqual([
      { 'a@x.test': 2, 'b@x.test': 3, 'c@x.test': 3 },
      { 'a@x.test': 2 },
      { 'b@x.test': 3 },
    ]);
  });
});
