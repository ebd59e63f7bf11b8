import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// Every PDF the server writes (list exports, transcripts, offer letters) is laid out by pdfmake
// with the Roboto fonts shipped inside its package: no network, no font files of our own.
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
);
const roboto = (file: string) => join(fontDir, 'Roboto', file);
const FONTS = {
  Roboto: {
    normal: roboto('Roboto-Regular.ttf'),
    bold: roboto('Roboto-Medium.ttf'),
    italics: roboto('Roboto-Italic.ttf'),
    bolditalics: roboto('Roboto-MediumItalic.ttf'),
  },
};

/** Renders a pdfmake document in Roboto (the default font unless the document names another). */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  // pdfmake is a process-wide singleton: set fonts and policies right before the (synchronous)
  // createPdf call reads them, so another user of pdfmake cannot leave us different ones. The
  // document may read only the font files, never a URL.
  pdfmake.setFonts(FONTS);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));
  return pdfmake
    .createPdf({ ...document, defaultStyle: { font: 'Roboto', ...document.defaultStyle } })
    .getBuffer();
}
