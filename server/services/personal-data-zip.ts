// A ZIP archive of stored (uncompressed) entries, written without a package: the export holds one JSON
// file and a résumé that is already compressed (PDF, DOCX), so deflating would gain little.
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  data: Buffer;
}

/** ZIP's "version needed": 2.0; general-purpose flag bit 11: the names are UTF-8. */
const VERSION = 20;
const UTF8_NAMES = 0x0800;

/** DOS date and time fields of a ZIP header (local time, two-second resolution). */
function dosDateTime(date: Date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day =
    ((Math.max(date.getFullYear(), 1980) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

interface EntryFields {
  time: number;
  day: number;
  crc: number;
  size: number;
  nameLength: number;
}

/**
 * The run of fields a local header and its central-directory record share, in the same order (version
 * needed, flags, method, time, date, CRC, both sizes, name length), written from `at`. Method 0: stored.
 */
function writeEntryFields(header: Buffer, at: number, { time, day, crc, size, nameLength }: EntryFields) {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(time, at + 6);
  header.writeUInt16LE(day, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

export function zipArchive(entries: readonly ZipEntry[], modifiedAt = new Date()): Buffer {
  const { time, day } = dosDateTime(modifiedAt);
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const fields = { time, day, crc: crc32(entry.data), size: entry.data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    parts.push(local, name, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4); // version made by
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const centralBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralBytes, end]);
}
