export {
  type FileRow,
  type ImportFile,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  readCsv,
  readExcel,
  readImportFile,
} from './file';
export { attemptRow, checkMappedColumns, inImportTransaction } from './transaction';
export { jsonField, readImportUpload, type UploadedFile } from './upload';
