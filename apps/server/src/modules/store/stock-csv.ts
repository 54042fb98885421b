import { MAX_STOCK } from '@kirana/shared/catalogue';
import { MAX_STOCK_CSV_ROWS } from '@kirana/shared/store';
import { ID_MAX_LENGTH } from '@kirana/shared/text-fields';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../http/http-error';

export interface StockCsvLine {
  /** The file's line (1 is the header). */
  line: number;
  productId: string;
  stock: number;
}

const ID_COLUMNS = ['product_id', 'productid', 'id'];

/**
 * Reads a store's stock file (the stock page's import and `npm run import:stock`): a header naming the
 * product id column and `stock`. A bad row is reported with its line; a file without those columns, or with
 * more than MAX_STOCK_CSV_ROWS rows, is refused whole.
 */
export function parseStockCsv(text: string): {
  lines: StockCsvLine[];
  rejected: { line: number; message: string }[];
} {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each row comes with where it was read (csv-parse's types don't follow the option).
    rows = parse(text, {
      info: true,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof rows;
  } catch (error) {
    throw badRequest(`The file is not a CSV file we can read: ${(error as Error).message}`);
  }
  const [head, ...records] = rows;
  if (records.length > MAX_STOCK_CSV_ROWS) {
    throw badRequest(`The file has ${records.length} rows; at most ${MAX_STOCK_CSV_ROWS} at a time`);
  }
  // The header is read on its own: a file of bare rows (no header) is refused rather than misread.
  const header = (head?.record ?? []).map((name) => name.toLowerCase());
  const idColumn = header.findIndex((name) => ID_COLUMNS.includes(name));
  const stockColumn = header.indexOf('stock');
  if (head && (idColumn < 0 || stockColumn < 0)) {
    throw badRequest('The file needs a header with a product_id column and a stock column');
  }
  const lines: StockCsvLine[] = [];
  const rejected: { line: number; message: string }[] = [];
  for (const { record, info } of records) {
    const productId = record[idColumn] ?? '';
    const raw = record[stockColumn] ?? '';
    const stock = Number(raw);
    if (!productId) {
      rejected.push({ line: info.lines, message: 'product_id is missing' });
    } else if (productId.length > ID_MAX_LENGTH) {
      rejected.push({ line: info.lines, message: `product_id is longer than ${ID_MAX_LENGTH} characters` });
    } else if (raw === '' || !Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK) {
      rejected.push({
        line: info.lines,
        message: `stock must be a whole number from 0 to ${MAX_STOCK}, not "${raw.slice(0, 20)}"`,
      });
    } else {
      lines.push({ line: info.lines, productId, stock });
    }
  }
  return { lines, rejected };
}
