/**
 * The shared string table of a BIFF8 workbook stream, put in after SheetJS has written the rest. SheetJS cannot split
 * one string over CONTINUE records, so a string of more than about 4,100 characters never finishes writing; the
 * writer hands SheetJS short stand-ins ('0', '1', ...: the index of the real string) and this swaps the real strings
 * in, split as [MS-XLS] 2.4.265 SST and 2.4.58 Continue allow.
 */

const recordTypes = { eof: 0x000a, sst: 0x00fc, continue: 0x003c, boundSheet: 0x0085 } as const;

/** The most data one record holds. */
const maxRecordData = 8224;

interface RecordAt {
  type: number;
  /** Where the record's 4-byte header starts. */
  start: number;
  /** Where the next record starts. */
  end: number;
}

function recordAt(stream: Buffer, start: number): RecordAt {
  return { type: stream.readUInt16LE(start), start, end: start + 4 + stream.readUInt16LE(start + 2) };
}

function record(type: number, data: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(data.length, 2);
  return Buffer.concat([header, data]);
}

/** The records of the globals substream (up to and with its EOF). */
function globalsRecords(stream: Buffer): RecordAt[] {
  const records: RecordAt[] = [];
  for (let at = 0; at < stream.length; ) {
    const r = recordAt(stream, at);
    records.push(r);
    if (r.type === recordTypes.eof) return records;
    at = r.end;
  }
  throw new Error('BIFF8 workbook stream without an end to its globals');
}

/** The stand-ins' indexes, in the table's order; SheetJS splits its table only between strings. */
function standInIndexes(data: Buffer): number[] {
  const unique = data.readUInt32LE(4);
  const indexes: number[] = [];
  let at = 8;
  for (let i = 0; i < unique; i++) {
    const chars = data.readUInt16LE(at);
    const wide = (data[at + 2]! & 1) === 1;
    const bytes = wide ? chars * 2 : chars;
    indexes.push(Number(data.toString(wide ? 'utf16le' : 'latin1', at + 3, at + 3 + bytes)));
    at += 3 + bytes;
  }
  return indexes;
}

/**
 * The SST record and its CONTINUE records. A string's 3-byte header stays with its first character; a string that
 * runs on into the next record starts it with a byte saying its characters are 16-bit.
 */
function sharedStringRecords(counts: Buffer, strings: string[]): Buffer {
  const records: Buffer[] = [];
  let type: number = recordTypes.sst;
  let parts: Buffer[] = [counts];
  let size = counts.length;
  const put = (part: Buffer) => {
    parts.push(part);
    size += part.length;
  };
  const next = () => {
    records.push(record(type, Buffer.concat(parts)));
    type = recordTypes.continue;
    parts = [];
    size = 0;
  };
  for (const text of strings) {
    const chars = Buffer.from(text, 'utf16le');
    if (size + 3 + Math.min(chars.length, 2) > maxRecordData) next();
    const header = Buffer.alloc(3);
    header.writeUInt16LE(text.length, 0);
    header[2] = 1;
    put(header);
    for (let at = 0; at < chars.length; ) {
      if (maxRecordData - size < 2) {
        next();
        put(Buffer.of(1));
      }
      const take = Math.min(chars.length - at, (maxRecordData - size) & ~1);
      put(chars.subarray(at, at + take));
      at += take;
    }
  }
  next();
  return Buffer.concat(records);
}

/**
 * The workbook stream with its stand-in strings replaced by `strings` (stand-in 'i' by strings[i]), and the sheets'
 * positions in BoundSheet8 moved by the change in the table's size.
 */
export function withSharedStrings(stream: Buffer, strings: string[]): Buffer {
  const globals = globalsRecords(stream);
  const first = globals.findIndex((r) => r.type === recordTypes.sst);
  if (first < 0) return stream;
  let last = first;
  while (globals[last + 1]?.type === recordTypes.continue) last++;
  const table = globals.slice(first, last + 1);
  const data = Buffer.concat(table.map((r) => stream.subarray(r.start + 4, r.end)));
  const ordered = standInIndexes(data).map((i) => {
    const text = strings[i];
    if (text === undefined) throw new Error(`No string for stand-in ${i}`);
    return text;
  });
  const replaced = sharedStringRecords(Buffer.from(data.subarray(0, 8)), ordered);
  const start = table[0]!.start;
  const end = table[table.length - 1]!.end;
  const moved = replaced.length - (end - start);
  const out = Buffer.concat([stream.subarray(0, start), replaced, stream.subarray(end)]);
  // BoundSheet8's lbPlyPos: where each sheet's BOF starts in the stream, all after the table.
  for (const r of globals)
    if (r.type === recordTypes.boundSheet && r.start < start)
      out.writeUInt32LE(out.readUInt32LE(r.start + 4) + moved, r.start + 4);
  return out;
}
